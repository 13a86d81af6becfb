import { styled } from 'styled-components';
import { media } from '../../theme/breakpoints';

export const HeroRoot = styled.section`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 320px;
  padding: var(--ui-space-7) var(--ui-space-5);
  overflow: hidden;
  background-color: var(--ui-color-accent-strong);
  background-position: center;
  background-size: cover;
  color: var(--ui-color-accent-contrast);
  text-align: center;

  /* A scrim keeps white text readable on any photograph. */
  &[data-has-image='true']::before {
    content: '';
    position: absolute;
    inset: 0;
    background: rgba(0, 0, 0, 0.55);
  }
  &[data-size='sm'] {
    min-height: 200px;
  }
  ${media.mobile} {
    min-height: 240px;
    padding: var(--ui-space-6) var(--ui-space-4);
  }
`;

export const HeroContent = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--ui-space-4);
  width: 100%;
  max-width: 48rem;

  h1,
  h2 {
    margin: 0;
    color: inherit;
    font-family: var(--ui-font-heading);
    font-size: var(--ui-font-size-3xl);
    line-height: 1.15;
    ${media.small} {
      font-size: var(--ui-font-size-2xl);
    }
  }
`;

export const HeroSubtitle = styled.p`
  margin: 0;
  font-size: var(--ui-font-size-lg);
`;

import { styled } from 'styled-components';
import { media } from '../../theme/breakpoints';

/*
 * With artwork the hero takes the picture's own proportions: 4:5 on a phone (the title in the calm upper part,
 * the subjects along the bottom) and 21:9 from 767 px up (the title centred between subjects left and right), up to
 * 640 px tall on very wide screens, where the picture is trimmed evenly above and below its subjects.
 */
export const HeroRoot = styled.section`
  position: relative;
  isolation: isolate;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-height: 320px;
  padding: var(--ui-space-7) var(--ui-space-5);
  overflow: hidden;
  background-color: var(--ui-color-accent-strong);
  color: var(--ui-color-accent-contrast);
  text-align: center;

  &[data-size='sm'] {
    min-height: 200px;
  }

  &[data-has-art='true'] {
    min-height: 0;
    aspect-ratio: 4 / 5;
    justify-content: flex-start;
    padding: var(--ui-space-6) var(--ui-space-4) var(--ui-space-5);

    /*
     * A light, soft scrim under the title only (never darker than 0.25): the art is drawn on the brand's deep green
     * with its middle kept calm for the heading, so the art stays bright and the text readable.
     */
    &::before {
      content: '';
      position: absolute;
      inset: 0;
      z-index: -1;
      background: radial-gradient(
        ellipse 70% 45% at 50% 30%,
        rgba(8, 28, 17, 0.25),
        rgba(8, 28, 17, 0.1) 60%,
        transparent 100%
      );
    }
  }

  ${media.mobile} {
    min-height: 240px;
    padding: var(--ui-space-6) var(--ui-space-4);
  }

  ${media.medium} {
    &[data-has-art='true'] {
      aspect-ratio: 21 / 9;
      max-height: 640px;
      justify-content: center;
      /* The title and its slot keep to the calm middle, clear of the subjects left and right (about 22 rem wide). */
      padding: var(--ui-space-6) max(14%, calc(50% - 22rem));

      &::before {
        background: radial-gradient(
          ellipse 42% 55% at 50% 50%,
          rgba(8, 28, 17, 0.25),
          rgba(8, 28, 17, 0.1) 65%,
          transparent 100%
        );
      }
    }
  }
`;

export const HeroArtImage = styled.img`
  position: absolute;
  inset: 0;
  z-index: -2;
  width: 100%;
  height: 100%;
  max-width: none;
  object-fit: cover;
  object-position: 50% 60%;
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
    font-size: var(--ui-font-size-4xl);
    font-weight: var(--ui-font-weight-heading);
    letter-spacing: var(--ui-letter-spacing-heading);
    line-height: var(--ui-line-height-tight);
    text-shadow: 0 1px 18px rgba(0, 0, 0, 0.35);
    text-wrap: balance;
  }
  [data-size='sm'] > & h1,
  [data-size='sm'] > & h2 {
    font-size: var(--ui-font-size-3xl);
  }
`;

export const HeroSubtitle = styled.p`
  max-width: 36rem;
  margin: 0;
  font-size: var(--ui-font-size-lg);
  line-height: 1.45;
  text-shadow: 0 1px 12px rgba(0, 0, 0, 0.35);
  text-wrap: balance;
`;

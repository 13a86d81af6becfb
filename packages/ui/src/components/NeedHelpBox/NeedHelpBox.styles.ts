import { styled } from 'styled-components';
import { focusRing, media } from '../../theme';

export const NeedHelpRoot = styled.aside`
  display: grid;
  gap: var(--ui-space-2);
  padding: var(--ui-space-4) var(--ui-space-5);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-accent-strong);
  color: var(--ui-color-accent-contrast);
  box-shadow: var(--ui-shadow-md);
  font-family: var(--ui-font-body);

  &[data-floating='true'] {
    position: sticky;
    top: var(--ui-space-8);
  }

  ${media.mobile} {
    &[data-floating='true'] {
      position: static;
    }
  }

  & p {
    margin: 0;
  }
`;

export const NeedHelpTitle = styled.p`
  font-family: var(--ui-font-heading);
  font-size: var(--ui-font-size-xl);
  font-weight: var(--ui-font-weight-heading);
`;

export const PhoneLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-2);
  min-height: 44px;
  color: inherit;
  font-size: var(--ui-font-size-lg);
  font-weight: var(--ui-font-weight-strong);
  text-decoration: underline;
  ${focusRing}
`;

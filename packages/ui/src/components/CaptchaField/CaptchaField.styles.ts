import { styled } from 'styled-components';

export const CaptchaRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-1);
  min-height: 78px;
  font-family: var(--ui-font-body);

  & altcha-widget {
    display: block;
    max-width: 320px;
  }

  /* ALTCHA draws its tick as an invisible SVG over the checkbox: clicks must reach the checkbox beneath. */
  & altcha-widget .altcha-checkbox svg {
    pointer-events: none;
  }

  &[data-invalid='true'] altcha-widget,
  &[data-invalid='true'] [data-captcha-slot] {
    outline: 2px solid var(--ui-color-danger);
    outline-offset: 2px;
    border-radius: var(--ui-radius-sm);
  }
`;

export const CaptchaSlot = styled.div`
  min-height: 78px;
`;

import { styled } from 'styled-components';

export const CaptchaRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-1);
  min-height: 78px;
  font-family: var(--ui-font-body);

  /* The widget drawn like the form's other fields, in the brand's colours (its stylesheet reads these). */
  & altcha-widget {
    display: block;
    max-width: 320px;
    --altcha-max-width: 320px;
    --altcha-border-width: 1px;
    --altcha-border-radius: var(--ui-radius-sm);
    --altcha-color-base: var(--ui-color-surface);
    --altcha-color-base-content: var(--ui-color-text);
    --altcha-color-neutral: var(--ui-color-border);
    --altcha-color-neutral-content: var(--ui-color-text-muted);
    --altcha-color-primary: var(--ui-color-accent);
    --altcha-color-primary-content: var(--ui-color-accent-contrast);
    --altcha-color-error: var(--ui-color-danger);
    --altcha-color-success: var(--ui-color-success);
    --altcha-checkbox-border-color: var(--ui-color-text-muted);
    --altcha-checkbox-outline-color: var(--ui-color-focus);
    /* Derived there from the colours above at :root: set again here so they follow the brand's. */
    --altcha-border-color: var(--ui-color-border);
    --altcha-input-background-color: var(--ui-color-surface);
    --altcha-input-color: var(--ui-color-text);
    --altcha-popover-color: var(--ui-color-border);
    --altcha-spinner-color: var(--ui-color-text);
    --altcha-switch-background-color: var(--ui-color-border);
    --altcha-switch-toggle-color: var(--ui-color-text-muted);
    font-family: var(--ui-font-body);
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

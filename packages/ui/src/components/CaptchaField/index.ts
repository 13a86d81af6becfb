export { CaptchaField } from './CaptchaField';
export type { CaptchaFieldProps, CaptchaConfig } from './CaptchaField';
export { withoutAltchaInjectedStyle } from './altchaStyle';

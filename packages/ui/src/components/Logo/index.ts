export { Logo, LOGO_EMBLEM } from './Logo';
export type { LogoProps } from './Logo';

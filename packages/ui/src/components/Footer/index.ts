export { Footer, defaultFooterLinks } from './Footer';
export type { FooterProps, FooterLink } from './Footer';

export { Header } from './Header';
export type { HeaderProps, HeaderVariant } from './Header';
export { defaultMainMenu, menuForViewport } from './menu';
export type { MenuItem } from './menu';

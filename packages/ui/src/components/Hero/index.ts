export { Hero } from './Hero';
export type { HeroArt, HeroProps } from './Hero';

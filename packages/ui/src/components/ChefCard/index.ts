export { ChefCard } from './ChefCard';
export type { ChefCardProps } from './ChefCard';

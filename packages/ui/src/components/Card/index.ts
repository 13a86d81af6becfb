export { Card, CardGrid } from './Card';
export type { CardProps, CardVariant, CardGridProps } from './Card';

export { CompareToggle } from './CompareToggle';
export type { CompareToggleProps } from './CompareToggle';

export { ExpirationCalculator } from './ExpirationCalculator';
export type {
  ExpirationCalculatorProps,
  ExpirationCalculatorValue,
  ExpirationProduct,
} from './ExpirationCalculator';

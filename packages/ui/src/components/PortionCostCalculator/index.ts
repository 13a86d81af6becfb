export { PortionCostCalculator, PORTION_COST_SECTION_ID } from './PortionCostCalculator';
export type { PortionCostCalculatorProps } from './PortionCostCalculator';

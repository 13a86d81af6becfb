export { AvailabilityTool } from './AvailabilityTool';
export type { AvailabilityToolProps, AvailabilityScreen } from './AvailabilityTool';

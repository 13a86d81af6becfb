export { PortionControlSampleForm } from './PortionControlSampleForm';
export type { PortionControlSampleFormProps } from './PortionControlSampleForm';

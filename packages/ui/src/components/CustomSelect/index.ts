export { CustomSelect } from './CustomSelect';
export type { CustomSelectProps } from './CustomSelect';

export { NeedHelpBox } from './NeedHelpBox';
export type { NeedHelpBoxProps } from './NeedHelpBox';

export { MfgCodeExplainer } from './MfgCodeExplainer';
export type { MfgCodeExplainerProps } from './MfgCodeExplainer';

export { DateCodeHelp, DATE_CODE_PACKAGES, DATE_CODE_INSTRUCTIONS } from './DateCodeHelp';
export type { DateCodeHelpProps, DateCodePackage } from './DateCodeHelp';

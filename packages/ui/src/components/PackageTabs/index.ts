export { PackageTabs } from './PackageTabs';
export type { PackageTabsProps } from './PackageTabs';

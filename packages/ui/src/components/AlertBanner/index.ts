export { AlertBanner } from './AlertBanner';
export type { AlertBannerProps } from './AlertBanner';

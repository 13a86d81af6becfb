export { Timeline } from './Timeline';
export type { TimelineEvent, TimelineProps } from './Timeline';

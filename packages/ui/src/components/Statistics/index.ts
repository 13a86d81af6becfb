export { Statistics } from './Statistics';
export type { Statistic, StatisticsProps } from './Statistics';

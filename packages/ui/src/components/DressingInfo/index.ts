export { DressingInfo } from './DressingInfo';
export type { DressingInfoProps, DressingInfoProduct } from './DressingInfo';

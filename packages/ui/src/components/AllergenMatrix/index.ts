export { AllergenMatrix } from './AllergenMatrix';
export type { AllergenMatrixProps, AllergenMatrixItem, AllergenFilterOption } from './AllergenMatrix';

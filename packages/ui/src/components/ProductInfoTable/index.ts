export { ProductInfoTable } from './ProductInfoTable';
export type { ProductInfoTableProps, ProductInfoRow } from './ProductInfoTable';

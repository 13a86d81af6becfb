import { useId, type ComponentPropsWithRef } from 'react';
import { Scroller, Table } from './ProductInfoTable.styles';

/** One product row of the landing-page product-information table (spec §3). */
export interface ProductInfoRow {
  /** Product name, e.g. 'Avocado Ranch Dressing'. */
  name: string;
  /** Product code. */
  code: string;
  /** UPC of the product. */
  upc: string;
  /** Pack size as printed, e.g. '2/1 Gallon'. */
  size: string;
  /** Case weight as printed, e.g. '17.31 lbs'. */
  weight: string;
  /** Storage, e.g. 'Refrigerated', 'Shelf Stable' or '50-80°F'. */
  storage: string;
  /** Gluten free, e.g. 'Yes'. */
  glutenFree: string;
  /** Kosher, e.g. 'Yes'. */
  kosher: string;
}

export interface ProductInfoTableProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The products, one row each. */
  rows: ProductInfoRow[];
  /** Hide the weight column (the dill-pickle and avocado-ranch offers). @default false */
  hideWeight?: boolean;
  /** Caption of the table. @default 'Product Information' */
  caption?: string;
}

type Column = { key: keyof ProductInfoRow; label: string };

const COLUMNS: readonly Column[] = [
  { key: 'name', label: 'Product Name' },
  { key: 'code', label: 'Product Code' },
  { key: 'upc', label: 'UPC' },
  { key: 'size', label: 'Size' },
  { key: 'weight', label: 'Weight' },
  { key: 'storage', label: 'Storage' },
  { key: 'glutenFree', label: 'Gluten Free' },
  { key: 'kosher', label: 'Kosher' },
];

/** A ProductInfoTable lists name, code, UPC, size, weight, storage, gluten-free and kosher status of products. */
export function ProductInfoTable({
  rows,
  hideWeight = false,
  caption = 'Product Information',
  ref,
  ...rest
}: ProductInfoTableProps) {
  const captionId = useId();
  const columns = hideWeight ? COLUMNS.filter((column) => column.key !== 'weight') : COLUMNS;
  return (
    // A scrollable region must be reachable by keyboard (WCAG 2.1.1), hence the tab stop and the name.
    <Scroller ref={ref} role="region" aria-labelledby={captionId} tabIndex={0} {...rest}>
      <Table>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.code}-${row.name}`}>
              {columns.map((column) =>
                column.key === 'name' ? (
                  <th key={column.key} scope="row">
                    {row.name}
                  </th>
                ) : (
                  <td key={column.key}>{row[column.key]}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}

ProductInfoTable.displayName = 'ProductInfoTable';

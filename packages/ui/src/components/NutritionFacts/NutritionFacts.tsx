import type { ComponentPropsWithRef } from 'react';
import {
  NUTRIENT_ROWS,
  formatNutrientAmount,
  formatNutrientPercent,
  servingsPerContainer,
  type CaseInfo,
  type NutrientKey,
  type Nutrition,
} from '@larder/domain';
import { Table } from './NutritionFacts.styles';

export interface NutritionFactsProps extends Omit<ComponentPropsWithRef<'table'>, 'children'> {
  /** The product's nutrition values; missing ones show 0. */
  nutrition: Nutrition;
  /** Servings data of the product's case, for servings per container. */
  caseInfo: Pick<CaseInfo, 'averageServings' | 'quantityInnerPack'>;
  /** Caption of the panel. @default 'Nutrition Facts' */
  title?: string;
}

/** Nutrients printed indented under their parent, as on the label. */
const SUB_ROWS: ReadonlySet<NutrientKey> = new Set([
  'saturatedFat',
  'transfattyAcids',
  'totalDietary',
  'totalSugar',
  'addedSugar',
]);
const VITAMINS_AND_MINERALS: ReadonlySet<NutrientKey> = new Set([
  'vitaminD',
  'calcium',
  'iron',
  'potassium',
  'vitaminA',
  'vitaminC',
]);

function servingSizeText(nutrition: Nutrition): string {
  const household = nutrition.serviceSizeHouseholding?.trim() ?? '';
  const metric = nutrition.serviceSizeValue?.trim() ?? '';
  if (household && metric) return `${household} (${metric})`;
  return household || metric || '0';
}

function servingsText(value: number): string {
  // Dividing by the inner pack gives fractions such as 42.666…; the label shows at most two decimals.
  return String(Number(value.toFixed(2)));
}

/**
 * A NutritionFacts panel shows a product's serving size, servings per container, calories and nutrients with
 * their % Daily Value as an accessible table styled like the familiar label.
 */
export function NutritionFacts({
  nutrition,
  caseInfo,
  title = 'Nutrition Facts',
  ref,
  ...rest
}: NutritionFactsProps) {
  const calories = NUTRIENT_ROWS.filter((row) => row.key === 'caloriesVal');
  const nutrients = NUTRIENT_ROWS.filter(
    (row) => row.key !== 'caloriesVal' && !VITAMINS_AND_MINERALS.has(row.key),
  );
  const vitamins = NUTRIENT_ROWS.filter((row) => VITAMINS_AND_MINERALS.has(row.key));

  return (
    <Table ref={ref} {...rest}>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">Nutrient</th>
          <th scope="col">Amount per serving</th>
          <th scope="col">% Daily Value</th>
        </tr>
      </thead>
      <tbody data-part="serving">
        <tr>
          <th scope="row">Serving size</th>
          <td colSpan={2}>{servingSizeText(nutrition)}</td>
        </tr>
        <tr>
          <th scope="row">Servings per container</th>
          <td colSpan={2}>{servingsText(servingsPerContainer(caseInfo, nutrition))}</td>
        </tr>
      </tbody>
      <tbody data-part="nutrients">
        {calories.map((row) => (
          <tr key={row.key} data-row="calories" data-rule="thick">
            <th scope="row">{row.label}</th>
            <td>{formatNutrientAmount(nutrition, row.key)}</td>
            {/* Calories have no daily value on the label. */}
            <td />
          </tr>
        ))}
        {nutrients.map((row, position) => (
          <tr
            key={row.key}
            data-level={SUB_ROWS.has(row.key) ? 'sub' : 'main'}
            data-rule={position === 0 ? 'medium' : undefined}
          >
            <th scope="row">{row.label}</th>
            <td>{formatNutrientAmount(nutrition, row.key)}</td>
            <td>{formatNutrientPercent(nutrition, row.key)}</td>
          </tr>
        ))}
      </tbody>
      <tbody data-part="vitamins">
        {vitamins.map((row, position) => (
          <tr key={row.key} data-rule={position === 0 ? 'thick' : undefined}>
            <th scope="row">{row.label}</th>
            <td>{formatNutrientAmount(nutrition, row.key)}</td>
            <td>{formatNutrientPercent(nutrition, row.key)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

NutritionFacts.displayName = 'NutritionFacts';

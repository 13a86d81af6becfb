import { useId, useState, type ComponentPropsWithRef, type FormEvent } from 'react';
import { useHydrated } from '../../utils/useBrowserValue';
import {
  calculatePortion,
  formatUsd,
  PORTION_UNITS,
  portionBasis,
  type CaseInfo,
  type Nutrition,
} from '@larder/domain';
import { Field } from '../../forms/Field';
import { TextInput } from '../../forms/Field.styles';
import { Select } from '../../forms/Select';
import { Button } from '../Button/Button';
import { Heading, type HeadingLevel } from '../Heading';
import {
  Answers,
  Controls,
  Figure,
  Figures,
  Intro,
  NutritionTable,
  Prompt,
  Results,
  Root,
} from './PortionCostCalculator.styles';

/** Anchor id of the calculator's section on a product page (the product page's section nav links to it). */
export const PORTION_COST_SECTION_ID = 'portion-and-cost';

export interface PortionCostCalculatorProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The product: its case (pack size, units per case, declared servings) and its label nutrition. */
  product: { caseInfo: CaseInfo; nutrition: Nutrition };
  /** The page the form is sent to without JavaScript (GET `portion` and `portionUnit`), e.g. the product's page. */
  action: string;
  /** The portion the page was asked for (`?portion=`). @default '' */
  defaultPortion?: string;
  /** Its unit (`?portionUnit=`, e.g. 'fl-oz'); the product's default unit when empty. @default '' */
  defaultUnit?: string;
  /** Outline level of the heading. @default 2 */
  headingLevel?: HeadingLevel;
}

/** '1.5 fl oz = 1.5 label servings of 2 Tbsp (30 g)'. */
function portionNote(portion: string, labelServings: number | null, serving: string): string {
  if (labelServings === null || serving === '') return portion;
  const count = labelServings.toLocaleString('en-US', { maximumFractionDigits: 2 });
  return `${portion} = ${count} label ${count === '1' ? 'serving' : 'servings'} of ${serving}`;
}

/**
 * A PortionCostCalculator turns a portion size, in the units the product is sold in, into servings per case,
 * nutrition per portion (rounded as a Nutrition Facts label rounds) and, with a case price typed in the browser,
 * cost per serving; it works as a GET form without JavaScript and live as the operator types with it, and the
 * price is never part of any request.
 */
export function PortionCostCalculator({
  product,
  action,
  defaultPortion = '',
  defaultUnit = '',
  headingLevel = 2,
  id = PORTION_COST_SECTION_ID,
  ref,
  ...rest
}: PortionCostCalculatorProps) {
  const headingId = useId();
  const [portion, setPortion] = useState(defaultPortion);
  const [unit, setUnit] = useState(defaultUnit);
  // The price lives in this state only: its input has no name, so no form submission can carry it.
  const [price, setPrice] = useState('');
  const enhanced = useHydrated();
  const basis = portionBasis(product);

  const heading = (
    <Heading id={headingId} level={headingLevel} size="md">
      Portion and cost
    </Heading>
  );
  if (!basis) {
    return (
      <Root ref={ref} id={id} aria-labelledby={headingId} {...rest}>
        {heading}
        <Intro>This product&apos;s pack size is not given, so portions cannot be worked out for it.</Intro>
      </Root>
    );
  }

  const result = calculatePortion(basis, product.nutrition, { portion, unit, price: enhanced ? price : '' });
  const shown = result.portion;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // With JavaScript every answer is already on screen: nothing is sent.
    if (enhanced) event.preventDefault();
  };

  return (
    <Root ref={ref} id={id} aria-labelledby={headingId} {...rest}>
      {heading}
      <Intro>
        Enter your portion to see how many servings a case ({result.caseText}) makes and what each one holds.
        Add what you pay for a case to see the cost per serving: it is worked out in your browser and never
        sent.
      </Intro>
      <form method="get" action={action} aria-label="Portion and cost calculator" onSubmit={onSubmit}>
        <Controls>
          <Field label="Portion size" error={result.errors.portion} data-field="portion">
            {(control) => (
              <TextInput
                {...control}
                name="portion"
                type="text"
                inputMode="decimal"
                autoComplete="off"
                placeholder="e.g. 1.5"
                value={portion}
                onChange={(event) => setPortion(event.target.value)}
              />
            )}
          </Field>
          <Field label="Unit" error={result.errors.unit} data-field="unit">
            {(control) => (
              <Select
                {...control}
                name="portionUnit"
                value={result.unit}
                onValueChange={setUnit}
                options={basis.units.map((option) => ({ value: option, label: PORTION_UNITS[option].name }))}
              />
            )}
          </Field>
          <Field
            label="Case price ($)"
            error={result.errors.price}
            hint={
              enhanced
                ? 'Stays in your browser: it is never sent.'
                : 'Cost per serving needs JavaScript; the price would stay in your browser and never be sent.'
            }
            data-field="price"
          >
            {(control) => (
              // No name attribute: the case price is never part of a form submission or any other request.
              <TextInput
                {...control}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                placeholder="e.g. 37.45"
                disabled={!enhanced}
                value={price}
                onChange={(event) => setPrice(event.target.value)}
              />
            )}
          </Field>
          {enhanced ? null : <Button type="submit">Calculate</Button>}
        </Controls>
      </form>
      <Results aria-live="polite" data-state={shown ? 'answer' : 'empty'}>
        {shown ? (
          <>
            <Answers>
              <Figures>
                <Figure>
                  <dt>Servings per case</dt>
                  <dd>{shown.servingsPerCase.toLocaleString('en-US')}</dd>
                  <dd data-note>
                    {shown.text} each from {shown.caseInPortionUnit}
                  </dd>
                </Figure>
                {result.cost ? (
                  <>
                    <Figure>
                      <dt>Cost per serving</dt>
                      <dd>{formatUsd(result.cost.perServing)}</dd>
                    </Figure>
                    <Figure>
                      <dt>Cost per 100 servings</dt>
                      <dd>{formatUsd(result.cost.per100Servings)}</dd>
                    </Figure>
                  </>
                ) : null}
              </Figures>
              {!result.cost && enhanced ? (
                <Prompt>Add a case price to see the cost per serving and per 100 servings.</Prompt>
              ) : null}
            </Answers>
            {shown.nutrition ? (
              <NutritionTable>
                <caption>
                  Nutrition per portion{' '}
                  <span>
                    {portionNote(shown.text, shown.labelServings, basis.serving.text)}, rounded as on a
                    Nutrition Facts label
                  </span>
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Nutrient</th>
                    <th scope="col">Per portion</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.nutrition.map((row) => (
                    <tr key={row.key}>
                      <th scope="row">{row.label}</th>
                      <td>{row.amount}</td>
                    </tr>
                  ))}
                </tbody>
              </NutritionTable>
            ) : (
              <Prompt>This product has no nutrition data, so nutrition per portion cannot be shown.</Prompt>
            )}
          </>
        ) : (
          <Prompt>
            Enter a portion size to see the servings in a case
            {basis.hasNutrition ? ' and the nutrition of one portion' : ''}.
          </Prompt>
        )}
      </Results>
    </Root>
  );
}

PortionCostCalculator.displayName = 'PortionCostCalculator';

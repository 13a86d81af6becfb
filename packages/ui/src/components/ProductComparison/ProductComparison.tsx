import { useId, type ComponentPropsWithRef } from 'react';
import {
  comparisonIsUniform,
  comparisonSections,
  switchChanges,
  switchNeedsAttention,
  switchSentences,
  type CellFlag,
  type Product,
} from '@larder/domain';
import { Link } from '../../theme/Link';
import { Button } from '../Button';
import {
  Actions,
  Code,
  Current,
  DiffTag,
  Flag,
  Problem,
  Root,
  Scroller,
  Summary,
  SwitchBox,
  SwitchList,
  Table,
  Title,
} from './ProductComparison.styles';

/** One product of a comparison, with the links its column offers. */
export interface ComparisonItem {
  product: Product;
  /** The product's page. */
  href: string;
  /** This comparison with the product as the current one (the one a switch replaces). */
  currentHref?: string;
  /** This comparison without the product. */
  removeHref?: string;
}

/** A link that leads on from a comparison that cannot be shown. */
export interface ComparisonWayOn {
  href: string;
  label: string;
}

export interface ProductComparisonProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The products side by side, two to four. */
  items: ComparisonItem[];
  /** Id of the current product: the others are read as switches from it. */
  currentId?: string;
  /**
   * What is wrong with the comparison asked for: shown instead of the table, with the ways on. 'info' (nothing
   * chosen yet) is a polite status; 'error' (the default) an alert.
   */
  problem?: { message: string; wayOn: ComparisonWayOn[]; severity?: 'error' | 'info' };
  /** Where 'Clear the current product' leads (the comparison without a current one). */
  clearCurrentHref?: string;
}

const FLAG_TEXT: Record<CellFlag, string> = {
  added: 'Added by the switch',
  lost: 'Lost in the switch',
};

/**
 * A ProductComparison shows two to four products side by side (nutrition per serving, the nine major allergens,
 * claims, pack and case data, storage and shelf life) with the rows that differ marked in words. With a current
 * product, it says in words which allergens a switch to each other product adds and which claims it loses.
 */
export function ProductComparison({
  items,
  currentId,
  problem,
  clearCurrentHref,
  ref,
  ...rest
}: ProductComparisonProps) {
  const id = useId();
  const captionId = `${id}-caption`;
  if (problem) {
    return (
      <Root ref={ref} {...rest}>
        <Problem
          role={problem.severity === 'info' ? 'status' : 'alert'}
          data-severity={problem.severity ?? 'error'}
        >
          <p>{problem.message}</p>
          <Actions>
            {problem.wayOn.map((way, index) => (
              <Button key={way.href} href={way.href} variant={index === 0 ? 'primary' : 'secondary'}>
                {way.label}
              </Button>
            ))}
          </Actions>
        </Problem>
      </Root>
    );
  }

  const products = items.map((item) => item.product);
  const title = `Comparison of ${products.map((product) => product.name).join(', ')}`;
  const fromIndex = currentId === undefined ? -1 : products.findIndex((product) => product.id === currentId);
  const current = fromIndex >= 0 ? products[fromIndex] : undefined;
  const sections = comparisonSections(products, fromIndex >= 0 ? fromIndex : undefined);
  const differing = sections.reduce(
    (count, section) => count + section.rows.filter((row) => row.differs).length,
    0,
  );
  const switches = current
    ? products
        .filter((product) => product.id !== current.id)
        .map((product) => {
          const changes = switchChanges(current, product);
          return {
            product,
            attention: switchNeedsAttention(changes),
            sentences: switchSentences(current.name, product.name, changes),
          };
        })
    : [];

  return (
    <Root ref={ref} {...rest}>
      {current ? (
        <SwitchBox aria-labelledby={`${id}-switch`}>
          <h2 id={`${id}-switch`}>Switching from {current.name}</h2>
          <SwitchList>
            {switches.map((entry) => (
              <li key={entry.product.id} data-attention={entry.attention}>
                <strong>
                  {entry.attention ? 'Check your allergen chart:' : 'No new allergens or lost claims:'}
                </strong>{' '}
                {entry.sentences.map((sentence) => (
                  <span key={sentence}>{sentence} </span>
                ))}
              </li>
            ))}
          </SwitchList>
          {clearCurrentHref ? <Link href={clearCurrentHref}>Compare without a current product</Link> : null}
        </SwitchBox>
      ) : null}
      <Summary>
        {comparisonIsUniform(sections)
          ? 'These products have the same values in every row compared.'
          : `${differing} ${differing === 1 ? 'row differs' : 'rows differ'} between these products, marked “Differs”.`}
      </Summary>
      {/* A scrollable region must be reachable by keyboard (WCAG 2.1.1), hence the tab stop and the name. */}
      {/* The title sits above the scroll box, so a phone shows it whole while the table scrolls sideways. */}
      <Title id={captionId}>{title}</Title>
      <Scroller role="region" aria-labelledby={captionId} tabIndex={0} data-columns={items.length}>
        <Table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <td />
              {items.map((item, index) => (
                <th key={item.product.id} scope="col" data-current={index === fromIndex || undefined}>
                  <Link href={item.href}>{item.product.name}</Link>
                  <Code>{item.product.productCode}</Code>
                  {index === fromIndex ? <Current>Current product</Current> : null}
                  <Actions data-print="hide">
                    {item.currentHref && index !== fromIndex ? (
                      <Link href={item.currentHref} aria-label={`Set as current: ${item.product.name}`}>
                        Set as current
                      </Link>
                    ) : null}
                    {item.removeHref ? (
                      <Link href={item.removeHref} aria-label={`Remove ${item.product.name}`}>
                        Remove
                      </Link>
                    ) : null}
                  </Actions>
                </th>
              ))}
            </tr>
          </thead>
          {sections.map((section) => (
            <tbody key={section.id} data-section={section.id}>
              <tr>
                <th scope="rowgroup" colSpan={items.length + 1}>
                  {section.title}
                </th>
              </tr>
              {section.rows.map((row) => (
                <tr key={row.label} data-differs={row.differs || undefined}>
                  <th scope="row">
                    {row.label}
                    {row.differs ? <DiffTag>Differs</DiffTag> : null}
                  </th>
                  {row.values.map((value, index) => {
                    const flag = row.flags[index];
                    return (
                      <td key={items[index]!.product.id} data-flag={flag}>
                        {value}
                        {flag ? <Flag>{FLAG_TEXT[flag]}</Flag> : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          ))}
        </Table>
      </Scroller>
    </Root>
  );
}

ProductComparison.displayName = 'ProductComparison';

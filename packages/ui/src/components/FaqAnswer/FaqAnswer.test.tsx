import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { faqProduct, faqProducts } from '../FindProduct/FindProduct.fixtures';
import { FaqAnswer } from './FaqAnswer';

const [ranch, italian, caesar] = faqProducts as [
  (typeof faqProducts)[number],
  (typeof faqProducts)[number],
  (typeof faqProducts)[number],
];

describeConformance(FaqAnswer, { name: 'FaqAnswer', props: { kind: 'allergen', product: ranch } });

const answer = () => screen.getByRole('definition');

describe('FaqAnswer', () => {
  it('names the product and lists its allergens capitalised, in the spec order', () => {
    renderWithProviders(<FaqAnswer kind="allergen" product={caesar} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Caesar Dressing (KE1003)');
    expect(screen.getByRole('term')).toHaveTextContent('Allergens');
    expect(answer()).toHaveTextContent(/^Eggs, Fish, Treenuts$/);
    expect(screen.getByRole('region', { name: 'Caesar Dressing (KE1003)' })).toBeInTheDocument();
  });

  it("says 'None' for a product without allergens", () => {
    renderWithProviders(<FaqAnswer kind="allergen" product={italian} />);
    expect(answer()).toHaveTextContent(/^None$/);
  });

  it("shows 'Gluten-Free' with a badge, or 'Not Gluten-Free' without one", () => {
    const { rerender } = renderWithProviders(<FaqAnswer kind="gluten" product={ranch} />);
    expect(answer()).toHaveTextContent('Gluten-Free');
    expect(screen.getByRole('img', { name: 'Gluten-free badge' })).toBeInTheDocument();
    rerender(<FaqAnswer kind="gluten" product={italian} />);
    expect(answer()).toHaveTextContent(/^Not Gluten-Free$/);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("shows 'Kosher Dairy' with a D mark, 'Kosher' without it, and 'Not Kosher' alone", () => {
    const { rerender } = renderWithProviders(<FaqAnswer kind="kosher" product={ranch} />);
    expect(answer()).toHaveTextContent(/^Kosher Dairy/);
    expect(screen.getByRole('img', { name: 'Kosher mark with D' })).toHaveTextContent('KD');
    rerender(<FaqAnswer kind="kosher" product={caesar} />);
    expect(answer()).toHaveTextContent(/^Kosher/);
    expect(screen.getByRole('img', { name: 'Kosher mark' })).not.toHaveTextContent('D');
    rerender(<FaqAnswer kind="kosher" product={italian} />);
    expect(answer()).toHaveTextContent(/^Not Kosher$/);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('gives the shelf life in days, singular for one', () => {
    const { rerender } = renderWithProviders(<FaqAnswer kind="shelfLife" product={ranch} />);
    expect(answer()).toHaveTextContent(/^270 days$/);
    rerender(<FaqAnswer kind="shelfLife" product={faqProduct({ shelfLife: 1 })} />);
    expect(answer()).toHaveTextContent(/^1 day$/);
  });

  it('prompts for a product while none is chosen, in a live region', () => {
    const { container } = renderWithProviders(
      <FaqAnswer kind="kosher" product={null} emptyText="Pick one" />,
    );
    expect(screen.getByText('Pick one')).toBeInTheDocument();
    expect(screen.queryByRole('definition')).not.toBeInTheDocument();
    expect(container.querySelector('section')).toHaveAttribute('aria-live', 'polite');
  });
});

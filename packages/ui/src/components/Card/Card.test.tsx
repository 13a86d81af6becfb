import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { Card, CardGrid } from './Card';
import * as stories from './Card.stories';

const { Default, LinkCard, Feature, FeatureLink, WithMediaAndFooter, Grid } = composeStories(stories);

describeConformance(Card, { name: 'Card', props: { title: 'Title', children: 'Body' } });
describeConformance(CardGrid, { name: 'CardGrid', props: { children: <Card title="One" /> } });

describe('Card', () => {
  it('shows its title as a level-3 heading and its text as a paragraph', () => {
    renderWithProviders(<Default />);
    expect(screen.getByRole('heading', { level: 3, name: 'Menu development' })).toBeInTheDocument();
    expect(screen.getByText('Our chefs help you build menu items around on-trend flavors.').tagName).toBe(
      'P',
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('uses the heading level it is given', () => {
    renderWithProviders(<Card title="Supply chain" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Supply chain' })).toBeInTheDocument();
  });

  it("given headingLevel 'none', shows the title without adding a heading", () => {
    renderWithProviders(<FeatureLink />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kosher Status' })).toHaveAttribute('href', '/faq/kosher');
  });

  it('given an href, makes the title the one link, named by the title alone', () => {
    renderWithProviders(<LinkCard />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Stadium Staples' });
    const link = within(heading).getByRole('link');
    expect(link).toHaveAccessibleName('Stadium Staples');
    expect(link).toHaveAttribute('href', '/offers/stadium-staples');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('is reached by the keyboard once, through its link', async () => {
    renderWithProviders(
      <>
        <LinkCard />
        <Card title="Food safety" href="/food-safety" />
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Stadium Staples' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Food safety' })).toHaveFocus();
  });

  it('shows a feature card without a title as its body alone', () => {
    const { container } = renderWithProviders(<Feature />);
    expect(screen.getByText('No artificial flavors')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(container.querySelector('[data-variant="feature"]')).toHaveAttribute('data-align', 'center');
  });

  it('shows media before the title and the footer after the body, as an article when asked', () => {
    renderWithProviders(<WithMediaAndFooter />);
    const article = screen.getByRole('article');
    const order = [...article.querySelectorAll('img, h3, p, a')].map((node) => node.tagName);
    expect(order).toEqual(['IMG', 'H3', 'P', 'A']);
    expect(within(article).getByRole('link', { name: 'Explore Essentials' })).toHaveAttribute(
      'href',
      '/essentials',
    );
  });
});

describe('CardGrid', () => {
  it('lists each card as one list item', () => {
    renderWithProviders(<Grid />);
    const list = screen.getByRole('list', { name: 'Our commitments' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[2]!).getByRole('heading', { name: 'Sustainability' })).toBeInTheDocument();
  });

  it('leaves out empty children instead of rendering empty items', () => {
    const showSecond = false;
    renderWithProviders(
      <CardGrid>
        <Card title="One" />
        {showSecond && <Card title="Two" />}
        {null}
      </CardGrid>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { FaqSideNav } from './FaqSideNav';

const items = [
  { href: '/faq/allergen', label: 'Allergens' },
  { href: '/faq/kosher', label: 'Kosher status' },
];

describeConformance(FaqSideNav, { name: 'FaqSideNav', props: { items } });

describe('FaqSideNav', () => {
  it('links every tool in order and marks the current one', () => {
    renderWithProviders(<FaqSideNav items={items} currentHref="/faq/kosher" />);
    const nav = screen.getByRole('navigation', { name: 'FAQ tools' });
    const links = Array.from(nav.querySelectorAll('a'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Allergens', '/faq/allergen'],
      ['Kosher status', '/faq/kosher'],
    ]);
    expect(screen.getByRole('link', { name: 'Kosher status' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Allergens' })).not.toHaveAttribute('aria-current');
  });

  it('takes its accessible name and an optional title', () => {
    renderWithProviders(<FaqSideNav items={items} label="Help topics" title="Pick a tool" />);
    expect(screen.getByRole('navigation', { name: 'Help topics' })).toHaveTextContent(/^Pick a tool/);
  });
});

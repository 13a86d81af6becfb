import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../../test/conformance';
import { MobileSectionNav } from './MobileSectionNav';
import * as stories from './MobileSectionNav.stories';

const { Default, CurrentSection } = composeStories(stories);

describe('MobileSectionNav', () => {
  it('links to case information, ingredients, nutritional and general by their anchors', () => {
    render(<Default />);
    const nav = screen.getByRole('navigation', { name: 'Product sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Case Information', '#case-information'],
      ['Ingredients', '#ingredients'],
      ['Nutritional', '#nutritional'],
      ['General', '#general'],
    ]);
  });

  it('marks the section in view as the current location', () => {
    render(<CurrentSection />);
    expect(screen.getByRole('link', { name: 'Nutritional' })).toHaveAttribute('aria-current', 'location');
    expect(screen.getByRole('link', { name: 'General' })).not.toHaveAttribute('aria-current');
  });

  it('reports which section the visitor chose', async () => {
    const onNavigate = vi.fn();
    render(<Default onNavigate={onNavigate} />);
    await userEvent.click(screen.getByRole('link', { name: 'Ingredients' }));
    expect(onNavigate).toHaveBeenCalledWith('ingredients', expect.anything());
  });
});

describeConformance(MobileSectionNav, { name: 'MobileSectionNav', props: {} });

import { describe, expect, it } from 'vitest';
import { defaultBrand, sisterBrand } from '@larder/domain';
import { screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { Footer } from './Footer';
import * as stories from './Footer.stories';

const { Default, Mobile } = composeStories(stories);

describeConformance(Footer, { name: 'Footer', props: { brandName: "Marlow's" } });

describe('Footer', () => {
  it('links privacy, terms, contact, FAQ, resources and careers', () => {
    renderWithProviders(<Default />);
    for (const [name, href] of [
      ['Privacy Policy', '/privacy'],
      ['Terms of Use', '/terms'],
      ['Contact Us', '/contact'],
      ['FAQ', '/faq'],
      ['Resources', '/coronavirus'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('link', { name: 'Careers (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it("links careers to the brand's careers site, the default brand's unless given another", () => {
    const careers = () => screen.getByRole('link', { name: 'Careers (opens in a new tab)' });
    const { unmount } = renderWithProviders(<Default />);
    expect(careers()).toHaveAttribute('href', defaultBrand.careersUrl);
    unmount();
    renderWithProviders(<Default careersUrl={sisterBrand.careersUrl} />);
    expect(careers()).toHaveAttribute('href', 'https://careers.marlows-steakhouse.example/');
  });

  it("marks what's hot as mobile only", () => {
    renderWithProviders(<Mobile />);
    const link = screen.getByRole('link', { name: "What's Hot" });
    expect(link).toHaveAttribute('href', '/whats-hot');
    expect(link.closest('li')).toHaveAttribute('data-mobile-only', 'true');
  });

  it('shows the phone line and the copyright of the brand', () => {
    renderWithProviders(<Default />);
    expect(screen.getByRole('link', { name: '(508) 555-0142' })).toHaveAttribute('href', 'tel:+15085550142');
    expect(screen.getByText(/© 2025 Marlow's Foodservice/)).toBeInTheDocument();
  });
});

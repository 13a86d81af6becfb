import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { Logo } from './Logo';

describeConformance(Logo, { name: 'Logo', props: { brandName: "Marlow's" }, refType: SVGSVGElement });

describe('Logo', () => {
  it('is an image named after the brand and draws the name', () => {
    renderWithProviders(<Logo brandName="Marlow's Steakhouse" />);
    const logo = screen.getByRole('img', { name: "Marlow's Steakhouse" });
    expect(logo).toHaveTextContent("Marlow's Steakhouse");
  });

  it('widens for longer names', () => {
    const { container, rerender } = renderWithProviders(<Logo brandName="Marlow's" />);
    const short = Number(container.querySelector('svg')?.getAttribute('viewBox')?.split(' ')[2]);
    rerender(<Logo brandName="Marlow's Foodservice" />);
    const long = Number(container.querySelector('svg')?.getAttribute('viewBox')?.split(' ')[2]);
    expect(long).toBeGreaterThan(short);
  });

  it('can be decorative inside a named link', () => {
    renderWithProviders(
      <a href="/" aria-label="Home">
        <Logo brandName="Marlow's" decorative />
      </a>,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });
});

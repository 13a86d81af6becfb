import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { Icon } from './Icon';
import { iconNames, claimIconKeys, packageIconIds } from './icons';

describeConformance(Icon, { name: 'Icon', props: { name: 'search' }, refType: SVGSVGElement });

describe('Icon', () => {
  it('is hidden from assistive technology without a title', () => {
    const { container } = renderWithProviders(<Icon name="close" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is an image named by its title', () => {
    renderWithProviders(<Icon name="claim-msg" title="No Added MSG" />);
    expect(screen.getByRole('img', { name: 'No Added MSG' })).toBeInTheDocument();
  });

  it('has a drawing for every name, claim and packaging', () => {
    expect(iconNames).toHaveLength(11 + claimIconKeys.length + packageIconIds.length);
    for (const name of iconNames) {
      const { container, unmount } = renderWithProviders(<Icon name={name} />);
      expect(container.querySelector('svg')?.children.length, name).toBeGreaterThan(0);
      unmount();
    }
  });

  it('draws the size asked for', () => {
    const { container } = renderWithProviders(<Icon name="menu" size={16} />);
    expect(container.querySelector('svg')).toHaveAttribute('width', '16');
  });
});

import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { Icon } from './Icon';
import { IconSprite, spriteSymbolId } from './IconSprite';
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

  it('gives every icon a sprite symbol id of its own, claim seals a short one', () => {
    const ids = iconNames.map(spriteSymbolId);
    expect(new Set(ids).size).toBe(iconNames.length);
    expect(spriteSymbolId('claim-artificialPreservatives')).toBe('i-c-AP');
    expect(spriteSymbolId('search')).toBe('i-search');
  });

  it('draws the size asked for', () => {
    const { container } = renderWithProviders(<Icon name="menu" size={16} />);
    expect(container.querySelector('svg')).toHaveAttribute('width', '16');
  });

  it('inside an IconSprite that draws it, references the sprite symbol and keeps its name', () => {
    const { container } = renderWithProviders(
      <IconSprite names={['claim-msg']}>
        <Icon name="claim-msg" title="No Added MSG" />
        <Icon name="claim-msg" title="No Added MSG" />
        <Icon name="search" />
      </IconSprite>,
    );
    const symbol = container.querySelector('symbol#i-c-MSG');
    expect(symbol?.querySelector('text')).toHaveTextContent('MSG');
    expect(symbol?.closest('svg')).toHaveAttribute('aria-hidden', 'true');
    const seals = screen.getAllByRole('img', { name: 'No Added MSG' });
    expect(seals).toHaveLength(2);
    for (const seal of seals) {
      expect(seal.querySelector('use')).toHaveAttribute('href', '#i-c-MSG');
      expect(seal.querySelector('text')).toBeNull();
    }
    // An icon the sprite does not hold is drawn in place.
    expect(container.querySelector('svg[data-icon="search"] circle')).not.toBeNull();
  });
});

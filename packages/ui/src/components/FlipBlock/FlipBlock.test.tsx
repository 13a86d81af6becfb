import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import type { LinkComponentProps } from '../../theme/Link';
import { FlipBlock } from './FlipBlock';
import * as stories from './FlipBlock.stories';

const { Front, Flipped, WithoutLink } = composeStories(stories);

describeConformance(FlipBlock, { name: 'FlipBlock', props: { front: 'Claim', back: 'Detail' } });

/** A router link stand-in that does not navigate (jsdom cannot load another document). */
function StayingLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a href={href} {...rest} onClick={(event) => event.preventDefault()}>
      {children}
    </a>
  );
}

function card() {
  return screen.getByRole('button', { name: 'Flip card' }).parentElement!;
}

describe('FlipBlock', () => {
  it('shows the claim and keeps the detail readable by screen readers without flipping', () => {
    renderWithProviders(<Front />);
    expect(screen.getByText('202 dressings')).toBeInTheDocument();
    const detail = screen.getByText(/there is a dressing for every menu/);
    expect(detail.closest('[aria-hidden="true"], [inert]')).toBeNull();
    expect(screen.getByRole('link', { name: 'See all products' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('button', { name: 'Flip card' })).toHaveAccessibleDescription('202 dressings');
  });

  it('keeps the back link out of the tab order until the card is flipped', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <FlipBlock
          front="202 dressings"
          back="Detail"
          link={{ href: '/products', label: 'See all products' }}
        />
        <button type="button">After</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Flip card' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();

    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Flip card' })).toHaveAttribute('aria-pressed', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'See all products' })).toHaveFocus();
  });

  it('flips with the button and reports each change', async () => {
    const user = userEvent.setup();
    const onFlippedChange = vi.fn();
    renderWithProviders(<FlipBlock front="Claim" back="Detail" onFlippedChange={onFlippedChange} />);
    const toggle = screen.getByRole('button', { name: 'Flip card' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(card()).toHaveAttribute('data-flipped', 'true');
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(onFlippedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('flips while a mouse hovers and turns back when it leaves; touch does not count as hover', () => {
    renderWithProviders(<WithoutLink />);
    const root = card();
    fireEvent.pointerEnter(root, { pointerType: 'touch' });
    expect(root).toHaveAttribute('data-flipped', 'false');
    fireEvent.pointerEnter(root, { pointerType: 'mouse' });
    expect(root).toHaveAttribute('data-flipped', 'true');
    fireEvent.pointerLeave(root, { pointerType: 'mouse' });
    expect(root).toHaveAttribute('data-flipped', 'false');
  });

  it('flips when the card itself is clicked (a tap on touch screens), not when its link is', () => {
    renderWithProviders(<Flipped />, { link: StayingLink });
    const root = card();
    fireEvent.click(screen.getByRole('link', { name: 'See all products' }));
    expect(root).toHaveAttribute('data-flipped', 'true');
    fireEvent.click(screen.getByText(/there is a dressing for every menu/));
    expect(root).toHaveAttribute('data-flipped', 'false');
    fireEvent.click(screen.getByText('202 dressings'));
    expect(root).toHaveAttribute('data-flipped', 'true');
  });

  it('turns over when focus reaches the back (e.g. a screen reader moving focus to the link)', () => {
    renderWithProviders(<Front />);
    const root = card();
    act(() => screen.getByRole('link', { name: 'See all products' }).focus());
    expect(root).toHaveAttribute('data-flipped', 'true');
    expect(screen.getByRole('link', { name: 'See all products' })).not.toHaveAttribute('tabindex');
  });

  it('follows the flipped prop when controlled', () => {
    const { rerender } = renderWithProviders(<FlipBlock front="Claim" back="Detail" flipped={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Flip card' }));
    expect(card()).toHaveAttribute('data-flipped', 'false');
    rerender(<FlipBlock front="Claim" back="Detail" flipped />);
    expect(card()).toHaveAttribute('data-flipped', 'true');
  });

  it('can ignore hover', () => {
    renderWithProviders(<FlipBlock front="Claim" back="Detail" flipOnHover={false} flipLabel="Turn" />);
    const root = screen.getByRole('button', { name: 'Turn' }).parentElement!;
    fireEvent.pointerEnter(root, { pointerType: 'mouse' });
    expect(root).toHaveAttribute('data-flipped', 'false');
  });
});

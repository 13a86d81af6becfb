import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../../test/conformance';
import { Carousel } from './Carousel';
import * as stories from './Carousel.stories';

const { Default, ProductDetail, FewSlides } = composeStories(stories);

describe('Carousel', () => {
  it('is a labelled carousel region whose slides read "n of m"', () => {
    render(<Default />);
    const carousel = screen.getByRole('region', { name: 'Bar bottles' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group');
    expect(slides).toHaveLength(9);
    expect(slides[0]).toHaveAccessibleName('1 of 9');
    expect(slides[8]).toHaveAccessibleName('9 of 9');
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
  });

  it('given more slides than fit, the next button reveals the next slide and previous goes back', async () => {
    const user = userEvent.setup();
    render(<Default slidesPerView={3} />);
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    const next = screen.getByRole('button', { name: 'Next slide' });
    expect(previous).toBeDisabled();
    expect(screen.getByRole('group', { name: '4 of 9' })).toHaveAttribute('inert');

    await user.click(next);
    expect(screen.getByRole('group', { name: '1 of 9' })).toHaveAttribute('inert');
    expect(screen.getByRole('group', { name: '4 of 9' })).not.toHaveAttribute('inert');
    expect(previous).toBeEnabled();

    await user.click(previous);
    expect(screen.getByRole('group', { name: '1 of 9' })).not.toHaveAttribute('inert');
  });

  it('stops at the last position unless infinite', async () => {
    const user = userEvent.setup();
    const onIndexChange = vi.fn();
    render(<Default slidesPerView={7} onIndexChange={onIndexChange} />);
    const next = screen.getByRole('button', { name: 'Next slide' });
    await user.click(next);
    await user.click(next);
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
    expect(next).toBeDisabled();
  });

  it('when infinite, moves from the last slide back to the first and from the first to the last', async () => {
    const user = userEvent.setup();
    render(<ProductDetail />);
    expect(screen.queryByRole('button', { name: /Go to slide/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(screen.getByRole('group', { name: '3 of 3' })).not.toHaveAttribute('inert');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('group', { name: '1 of 3' })).not.toHaveAttribute('inert');
    expect(screen.getByRole('group', { name: '3 of 3' })).toHaveAttribute('inert');
  });

  it('moves with the left and right arrow keys while focus is inside', async () => {
    const user = userEvent.setup();
    render(<ProductDetail />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous slide' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('group', { name: '2 of 3' })).not.toHaveAttribute('inert');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('group', { name: '3 of 3' })).not.toHaveAttribute('inert');
  });

  it('jumps to a position with the dot buttons and marks the current one', async () => {
    const user = userEvent.setup();
    render(<Default slidesPerView={1} />);
    const dot = screen.getByRole('button', { name: 'Go to slide 5' });
    await user.click(dot);
    expect(dot).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('group', { name: '5 of 9' })).not.toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current');
  });

  it('follows a controlled index', () => {
    const { rerender } = render(<Default slidesPerView={1} index={3} />);
    expect(screen.getByRole('group', { name: '4 of 9' })).not.toHaveAttribute('inert');
    rerender(<Default slidesPerView={1} index={6} />);
    expect(screen.getByRole('group', { name: '7 of 9' })).not.toHaveAttribute('inert');
  });

  it('given fewer slides than fit, shows them all and disables both buttons', () => {
    render(<FewSlides />);
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeDisabled();
    for (const slide of screen.getAllByRole('group')) expect(slide).not.toHaveAttribute('inert');
  });
});

describeConformance(Carousel, {
  name: 'Carousel',
  props: { label: 'Slides', children: [<span key="a">A</span>, <span key="b">B</span>] },
});

import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../../test/conformance';
import { pickledOnions } from '../RecipeTile/fixtures';
import { PlusOneTile } from './PlusOneTile';
import * as stories from './PlusOneTile.stories';

const { Default, NoImage, Selected } = composeStories(stories);

describe('PlusOneTile', () => {
  it('wraps the title at about 11 characters per line', () => {
    const { container } = render(<Default />);
    const title = container.querySelector('button > span');
    expect(title?.querySelectorAll('br')).toHaveLength(2);
    expect(title?.textContent).toBe('Quick Pickled Red Onions');
    const lines = title?.innerHTML.split(/ ?<br>/).map((line) => line.trim());
    expect(lines).toEqual(['Quick', 'Pickled Red', 'Onions']);
  });

  it('calls onSelect with the plus-one when chosen by click or keyboard', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Default onSelect={onSelect} />);
    const button = screen.getByRole('button', { name: 'Quick Pickled Red Onions' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(2);
    expect(onSelect).toHaveBeenCalledWith(pickledOnions);
  });

  it('is not marked current unless selected', () => {
    render(<Default />);
    const button = screen.getByRole('button', { name: 'Quick Pickled Red Onions' });
    expect(button).not.toHaveAttribute('aria-current');
    expect(button).not.toHaveAttribute('data-selected');
  });

  it('when selected, is the current item of its set and can still be chosen again', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Selected onSelect={onSelect} />);
    const button = screen.getByRole('button', { name: 'Quick Pickled Red Onions', current: true });
    expect(button).toHaveAttribute('data-selected', 'true');
    expect(button).not.toHaveAttribute('aria-pressed');
    await user.click(button);
    expect(onSelect).toHaveBeenCalledWith(pickledOnions);
  });

  it("given a plus-one with no picture, shows 'No image data'", () => {
    render(<NoImage />);
    expect(screen.getByText('No image data')).toBeInTheDocument();
  });
});

describeConformance(PlusOneTile, {
  name: 'PlusOneTile',
  props: { plusOne: pickledOnions, onSelect: () => {} },
  refType: HTMLButtonElement,
});

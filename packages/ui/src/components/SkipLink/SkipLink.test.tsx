import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { SkipLink } from './SkipLink';
import * as stories from './SkipLink.stories';

const { Default } = composeStories(stories);

describeConformance(SkipLink, { name: 'SkipLink', props: {}, refType: HTMLAnchorElement });

describe('SkipLink', () => {
  it('is the first stop when tabbing and points at the main content', async () => {
    renderWithProviders(<Default />);
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#main');
  });

  it('targets another id when asked', () => {
    renderWithProviders(<SkipLink target="content" />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '#content');
  });
});

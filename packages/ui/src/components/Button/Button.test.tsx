import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import type { LinkComponentProps } from '../../theme/Link';
import { Button } from './Button';
import * as stories from './Button.stories';

const { Default, Sample } = composeStories(stories);

describeConformance(Button, { name: 'Button', props: { children: 'Go' }, refType: HTMLButtonElement });

describe('Button', () => {
  it('runs onClick when pressed with the keyboard', async () => {
    const onClick = vi.fn();
    renderWithProviders(<Button onClick={onClick}>See all products</Button>);
    screen.getByRole('button', { name: 'See all products' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('is a plain button that does not submit forms unless asked', () => {
    renderWithProviders(<Default />);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it('given an href, renders a link through the injected router link', () => {
    function RouterLink({ href, children, ...rest }: LinkComponentProps) {
      return (
        <a href={href} data-router="yes" {...rest}>
          {children}
        </a>
      );
    }
    renderWithProviders(<Sample />, { link: RouterLink });
    const link = screen.getByRole('link', { name: 'Request a sample' });
    expect(link).toHaveAttribute('href', '/get-sample');
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveAttribute('data-variant', 'sample');
  });

  it('when disabled, ignores clicks', async () => {
    const onClick = vi.fn();
    renderWithProviders(
      <Button disabled onClick={onClick}>
        Sending, please wait...
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sending, please wait...' }), {
      pointerEventsCheck: 0,
    });
    expect(onClick).not.toHaveBeenCalled();
  });
});

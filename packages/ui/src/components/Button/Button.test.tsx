import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import type { LinkComponentProps } from '../../theme/Link';
import { Button } from './Button';
import * as stories from './Button.stories';

const { Default, Sample, Download, External } = composeStories(stories);

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

  it('given download, renders a plain anchor that bypasses the router, so the browser fetches the file', () => {
    const routerLink = vi.fn(({ href, children }: LinkComponentProps) => <a href={href}>{children}</a>);
    renderWithProviders(<Download />, { link: routerLink });
    const link = screen.getByRole('link', { name: 'Download the Burger Insights (PDF)' });
    expect(routerLink).not.toHaveBeenCalled();
    expect(link).toHaveAttribute('href', '/files/insights/burgers.pdf');
    expect(link).toHaveAttribute('download', '');
    expect(link).toHaveAttribute('type', 'application/pdf');
    expect(link).toHaveAttribute('data-variant', 'secondary');
    expect(link).not.toHaveAttribute('target');
  });

  it('given a download file name, suggests it for the saved file', () => {
    renderWithProviders(
      <Button href="/files/brochures/burgers.pdf" download="burgers-brochure.pdf">
        Download the brochure (PDF)
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Download the brochure (PDF)' })).toHaveAttribute(
      'download',
      'burgers-brochure.pdf',
    );
  });

  it('given download={false}, stays an ordinary router link', () => {
    function RouterLink({ href, children, ...rest }: LinkComponentProps) {
      return (
        <a href={href} data-router="yes" {...rest}>
          {children}
        </a>
      );
    }
    renderWithProviders(
      <Button href="/products" download={false}>
        See all products
      </Button>,
      { link: RouterLink },
    );
    const link = screen.getByRole('link', { name: 'See all products' });
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).not.toHaveAttribute('download');
  });

  it('given external, opens in a new tab without the opener', () => {
    renderWithProviders(<External />);
    const link = screen.getByRole('link', { name: 'Visit the sister site' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('forwards its ref to the anchor of a download link', () => {
    const ref = createRef<HTMLAnchorElement>();
    renderWithProviders(
      <Button ref={ref} href="/files/insights/burgers.pdf" download>
        Download
      </Button>,
    );
    expect(ref.current).toBeInstanceOf(HTMLAnchorElement);
    expect(ref.current).toHaveAttribute('download', '');
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

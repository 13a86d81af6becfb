import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { Skeleton } from './Skeleton';
import * as stories from './Skeleton.stories';

const { Text, Card, Labelled, GroupWithOneAnnouncement } = composeStories(stories);

describeConformance(Skeleton, { name: 'Skeleton', props: {} });

/** The CSS styled-components injected into the document. */
function injectedCss(): string {
  return [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
}

describe('Skeleton', () => {
  it('is decorative by default: hidden from assistive technology and announces nothing', () => {
    const { container } = renderWithProviders(<Text />);
    const root = container.querySelector('[data-variant="text"]');
    expect(root).toHaveAttribute('aria-hidden', 'true');
    expect(root?.querySelectorAll('span')).toHaveLength(3);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('draws as many text lines as asked', () => {
    const { container } = renderWithProviders(<Skeleton lines={5} />);
    expect(container.querySelectorAll('[data-variant="text"] span')).toHaveLength(5);
  });

  it('draws a tile as a square picture over its title lines', () => {
    const { container } = renderWithProviders(<Card lines={6} />);
    const root = container.querySelector('[data-variant="card"]');
    expect(root?.children).toHaveLength(2);
    expect(root?.children[1]?.children).toHaveLength(6);
    expect(injectedCss()).toMatch(/max-width:\s*240px/);
  });

  it('gives a block the height asked for', () => {
    renderWithProviders(<Skeleton variant="block" height="12.5rem" data-testid="block" />);
    expect(screen.getByTestId('block')).toHaveAttribute('data-variant', 'block');
    expect(injectedCss()).toMatch(/height:\s*12\.5rem/);
  });

  it('given a label, is a status region that reads only the label', () => {
    renderWithProviders(<Labelled />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^Loading recipes\.\.\.$/);
    expect(status).not.toHaveAttribute('aria-hidden');
    expect(status.querySelector('[aria-hidden="true"]')?.children).toHaveLength(2);
  });

  it('in a group, leaves the single announcement to the one Loading', () => {
    renderWithProviders(<GroupWithOneAnnouncement />);
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('pulses only for visitors who have not asked for reduced motion', () => {
    const { container } = renderWithProviders(<Text />);
    const line = container.querySelector('[data-variant="text"] span')!;
    const animated: { media: string | null; selector: string }[] = [];
    const visit = (rules: CSSRuleList, media: string | null) => {
      for (const rule of [...rules]) {
        if (rule instanceof CSSMediaRule) visit(rule.cssRules, rule.conditionText || rule.media.mediaText);
        else if (rule instanceof CSSStyleRule && rule.style.getPropertyValue('animation') !== '')
          animated.push({ media, selector: rule.selectorText });
      }
    };
    for (const sheet of [...document.styleSheets]) visit(sheet.cssRules, null);
    const lineRules = animated.filter(({ selector }) => line.matches(selector));
    expect(lineRules.length).toBeGreaterThan(0);
    for (const { media } of lineRules) expect(media).toBe('(prefers-reduced-motion: no-preference)');
  });
});

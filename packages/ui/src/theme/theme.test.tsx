import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describeConformance } from '../test/conformance';
import { contrastRatio } from './contrast';
import { LarderProvider, useTheme } from './LarderProvider';
import { Link, LinkProvider, type LinkComponentProps } from './Link';
import { ThemeStyles } from './ThemeStyles';
import { defaultTheme, steakhouseTheme, themes } from './themes';
import { themeToCssVariables } from './tokens';
import { useIsMobile } from './useIsMobile';

const architectureVariables = [
  'surface',
  'surface-alt',
  'text',
  'text-muted',
  'accent',
  'accent-contrast',
  'accent-strong',
  'border',
  'focus',
  'danger',
  'success',
  'badge',
]
  .map((role) => `ui-color-${role}`)
  .concat(['ui-font-body', 'ui-font-heading'])
  .concat(['body', 'heading', 'strong'].map((role) => `ui-font-weight-${role}`))
  .concat(['heading', 'caps'].map((role) => `ui-letter-spacing-${role}`))
  .concat(['tight', 'heading', 'body'].map((role) => `ui-line-height-${role}`))
  .concat(['ui-measure'])
  .concat(['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl'].map((step) => `ui-font-size-${step}`))
  .concat([1, 2, 3, 4, 5, 6, 7, 8].map((step) => `ui-space-${step}`))
  .concat(['sm', 'md', 'lg', 'pill'].map((step) => `ui-radius-${step}`))
  .concat(['sm', 'md'].map((step) => `ui-shadow-${step}`));

describe.each(Object.values(themes))('theme $label', (theme) => {
  it('defines exactly the custom properties of docs/architecture.md', () => {
    expect(Object.keys(themeToCssVariables(theme)).sort()).toEqual([...architectureVariables].sort());
  });

  it('uses the 4 px space scale', () => {
    expect(Object.values(theme.space)).toEqual([
      '4px',
      '8px',
      '12px',
      '16px',
      '24px',
      '32px',
      '48px',
      '64px',
    ]);
  });

  it('meets WCAG AA (4.5:1) for every text colour on both surfaces', () => {
    const { color } = theme;
    for (const surface of [color.surface.base, color.surface.alt]) {
      for (const text of [
        color.text.base,
        color.text.muted,
        color.accent.base,
        color.accent.strong,
        color.danger,
        color.success,
      ]) {
        expect(contrastRatio(text, surface), `${text} on ${surface}`).toBeGreaterThanOrEqual(4.5);
      }
      expect(contrastRatio(color.focus, surface), 'focus ring').toBeGreaterThanOrEqual(3);
    }
    for (const fill of [color.accent.base, color.accent.strong, color.badge, color.danger, color.success]) {
      expect(contrastRatio(color.accent.contrast, fill), `text on ${fill}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for equal colours', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
});

describe('ThemeStyles', () => {
  it('emits the theme as custom properties on :root, collected on the server', () => {
    const sheet = new ServerStyleSheet();
    try {
      renderToString(sheet.collectStyles(<ThemeStyles theme={steakhouseTheme} />));
      const css = sheet.getStyleTags();
      expect(css).toContain(':root{');
      expect(css).toContain(`--ui-color-accent:${steakhouseTheme.color.accent.base};`);
      expect(css).toContain('--ui-space-8:64px;');
      expect(css).toMatch(/body\{[^}]*font-family:var\(--ui-font-body\)/);
    } finally {
      sheet.seal();
    }
  });

  it('can scope tokens to a selector without the reset', () => {
    const sheet = new ServerStyleSheet();
    try {
      renderToString(sheet.collectStyles(<ThemeStyles theme={defaultTheme} scope=".sister" base={false} />));
      const css = sheet.getStyleTags();
      expect(css).toContain('.sister{');
      expect(css).not.toContain('body{');
    } finally {
      sheet.seal();
    }
  });
});

describe('Link', () => {
  describeConformance(Link, {
    name: 'Link',
    props: { href: '/faq', children: 'FAQ' },
    refType: HTMLAnchorElement,
    styled: false,
    bare: true,
  });

  function RouterLink({ href, children, ...rest }: LinkComponentProps) {
    return (
      <a href={href} data-router="true" {...rest}>
        {children}
      </a>
    );
  }

  it('renders a plain anchor without a provider', () => {
    render(<Link href="/faq">FAQ</Link>);
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  });

  it('renders internal links through the injected router link with rest props', () => {
    render(
      <LinkProvider component={RouterLink}>
        <Link href="/products" className="x" aria-current="page">
          Products
        </Link>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Products' });
    expect(link).toHaveAttribute('data-router', 'true');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link).toHaveClass('x');
  });

  it('keeps outside targets as plain anchors', () => {
    render(
      <LinkProvider component={RouterLink}>
        <Link href="tel:+15085550142">Call</Link>
        <Link href="https://club.marlows.example/" external>
          Club
        </Link>
        <Link href="#allRecipes">All recipes</Link>
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Call' })).not.toHaveAttribute('data-router');
    expect(screen.getByRole('link', { name: 'Club' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Club' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'All recipes' })).not.toHaveAttribute('data-router');
  });
});

describe('LarderProvider', () => {
  it('provides the theme object and the router link together', () => {
    function Probe() {
      return <span>{useTheme().label}</span>;
    }
    render(
      <LarderProvider
        theme={steakhouseTheme}
        link={({ href, children }) => <a href={`/base${href}`}>{children}</a>}
      >
        <Probe />
        <Link href="/faq">FAQ</Link>
      </LarderProvider>,
    );
    expect(screen.getByText("Marlow's Steakhouse")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/base/faq');
  });

  it('defaults to the foodservice theme', () => {
    const { result } = renderHook(() => useTheme(), { wrapper: LarderProvider });
    expect(result.current).toBe(defaultTheme);
  });
});

describe('useIsMobile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function stubMatchMedia(initial: boolean) {
    const listeners = new Set<() => void>();
    const state = { matches: initial };
    const matchMedia = vi.fn((query: string) => ({
      get matches() {
        return state.matches;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    return {
      matchMedia,
      resize(matches: boolean) {
        state.matches = matches;
        listeners.forEach((listener) => listener());
      },
    };
  }

  it('asks for widths under 1000 px and follows the window across the breakpoint', () => {
    const media = stubMatchMedia(false);
    const { result } = renderHook(() => useIsMobile());
    expect(media.matchMedia).toHaveBeenCalledWith('(max-width: 999px)');
    expect(result.current).toBe(false);
    act(() => media.resize(true));
    expect(result.current).toBe(true);
  });

  it('renders the initial value on the server', () => {
    function Probe() {
      return <span>{useIsMobile(true) ? 'mobile' : 'desktop'}</span>;
    }
    expect(renderToString(<Probe />)).toContain('mobile');
  });

  it('falls back to the initial value where matchMedia is missing', () => {
    vi.stubGlobal('matchMedia', undefined);
    const { result } = renderHook(() => useIsMobile(true));
    expect(result.current).toBe(true);
  });
});

import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link, LinkProvider, type LinkComponentProps } from './Link';
import { steakhouseTheme, themes } from './themes';

const NavigateContext = createContext<(href: string) => void>(() => undefined);

/**
 * Stands in for the site's router link (React Router maps `href` to `to`): it handles the click itself, so the
 * page does not reload, and reports where it went.
 */
function DemoRouterLink({ href, onClick, children, ...rest }: LinkComponentProps) {
  const navigate = useContext(NavigateContext);
  return (
    <a
      href={href}
      data-router-link=""
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        navigate(href);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}

function RouterFrame({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState('/');
  return (
    <NavigateContext.Provider value={setLocation}>
      <LinkProvider component={DemoRouterLink}>
        <p>{children}</p>
        <p role="status">Router location: {location}</p>
      </LinkProvider>
    </NavigateContext.Provider>
  );
}

/** The theme of the brand a story runs in (the story tests run every story in both). */
const brandTheme = (brand: unknown) => themes[brand === 'steakhouse' ? 'steakhouse' : 'foodservice'];

const withRouter: Decorator = (Story) => (
  <RouterFrame>
    <Story />
  </RouterFrame>
);

const meta = {
  title: 'Foundations/Link',
  component: Link,
  decorators: [withRouter],
  args: { href: '/products', children: 'See all products' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An internal path goes through the router link given to LarderProvider / LinkProvider: no page reload. */
export const Internal: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'See all products' });
    await expect(link).toHaveAttribute('href', '/products');
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).not.toHaveAttribute('target');
    await expect(link).toHaveStyle({ color: brandTheme(globals.brand).color.accent.base });
    const page = window.location.href;
    await userEvent.click(link);
    await expect(canvas.getByRole('status')).toHaveTextContent('Router location: /products');
    await expect(window.location.href).toBe(page);
  },
};

/** `external` opens a new tab with `rel="noopener noreferrer"`, never through the router. */
export const External: Story = {
  args: {
    href: 'https://club.marlows.example/',
    external: true,
    children: 'our community club (opens in a new tab)',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'our community club (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', 'https://club.marlows.example/');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).not.toHaveAttribute('data-router-link');
  },
};

/** An absolute URL without `external` is a plain link in the same tab. */
export const AbsoluteUrl: Story = {
  args: { href: 'https://www.marlows.example/menu', children: 'Menu ideas' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Menu ideas' });
    await expect(link).toHaveAttribute('href', 'https://www.marlows.example/menu');
    await expect(link).not.toHaveAttribute('target');
    await expect(link).not.toHaveAttribute('data-router-link');
  },
};

/** `mailto:`, `tel:` and `#anchor` links are plain anchors: the router would not know them. */
export const MailPhoneAndAnchor: Story = {
  render: () => (
    <>
      <Link href="mailto:customerservice@marlows.example">customerservice@marlows.example</Link>,{' '}
      <Link href="tel:+15085550142">(508) 555-0142</Link> or <Link href="#allRecipes">all recipes</Link>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = [
      ['customerservice@marlows.example', 'mailto:customerservice@marlows.example'],
      ['(508) 555-0142', 'tel:+15085550142'],
      ['all recipes', '#allRecipes'],
    ] as const;
    for (const [name, href] of links) {
      const link = canvas.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).not.toHaveAttribute('data-router-link');
    }
  },
};

/** Keyboard focus shows the theme's focus ring (3 px, `--ui-color-focus`). */
export const Focused: Story = {
  play: async ({ canvasElement, globals }) => {
    const link = within(canvasElement).getByRole('link', { name: 'See all products' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveStyle({
      outlineStyle: 'solid',
      outlineWidth: '3px',
      outlineColor: brandTheme(globals.brand).color.focus,
    });
  },
};

/** The sister brand: its accent colours the links and its focus ring outlines them. */
export const Steakhouse: Story = {
  globals: { brand: 'steakhouse' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'See all products' });
    await expect(link).toHaveStyle({ color: steakhouseTheme.color.accent.base });
    await userEvent.tab();
    await expect(link).toHaveStyle({ outlineColor: steakhouseTheme.color.focus });
  },
};

import type { CSSProperties, ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { styled } from 'styled-components';
import { expect, within } from 'storybook/test';
import { contrastRatio } from './contrast';
import { useTheme } from './LarderProvider';
import { themes } from './themes';
import { themeToCssVariables, type Theme } from './tokens';

/**
 * The design tokens of both brands, as the CSS custom properties `ThemeStyles` emits (`--ui-…`). Each panel sets
 * its theme's properties on itself, so both brands show side by side; the samples read `var(--ui-…)` exactly
 * like the components do.
 */

const Sheets = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(340px, 1fr));
  gap: var(--ui-space-5);
`;

const Panel = styled.section`
  display: grid;
  gap: var(--ui-space-5);
  padding: var(--ui-space-4);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
  color: var(--ui-color-text);
  font-family: var(--ui-font-body);
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: var(--ui-font-size-sm);

  caption {
    margin-bottom: var(--ui-space-2);
    font-family: var(--ui-font-heading);
    font-size: var(--ui-font-size-lg);
    font-weight: var(--ui-font-weight-heading);
    text-align: start;
  }
  th,
  td {
    padding: var(--ui-space-2);
    border-bottom: 1px solid var(--ui-color-border);
    text-align: start;
    vertical-align: middle;
  }
  code {
    font-size: var(--ui-font-size-xs);
    overflow-wrap: anywhere;
  }
`;

const Swatch = styled.span`
  display: block;
  width: var(--ui-space-7);
  height: var(--ui-space-6);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-sm);
`;

const Bar = styled.span`
  display: block;
  height: var(--ui-space-3);
  background: var(--ui-color-accent);
`;

const Box = styled.span`
  display: block;
  width: var(--ui-space-8);
  height: var(--ui-space-7);
  border: 1px solid var(--ui-color-border);
  background: var(--ui-color-surface);
`;

/** The theme's custom properties as an inline style, so one panel can show another brand than the page. */
function scopedVariables(theme: Theme): CSSProperties {
  return Object.fromEntries(
    Object.entries(themeToCssVariables(theme)).map(([name, value]) => [`--${name}`, value]),
  ) as CSSProperties;
}

function tokensStartingWith(theme: Theme, prefix: string): [string, string][] {
  return Object.entries(themeToCssVariables(theme)).filter(([name]) => name.startsWith(prefix));
}

function ThemePanel({ theme, scoped, children }: { theme: Theme; scoped: boolean; children: ReactNode }) {
  return (
    <Panel
      aria-label={theme.label}
      data-theme={theme.name}
      style={scoped ? scopedVariables(theme) : undefined}
    >
      {children}
    </Panel>
  );
}

function Colours({ theme }: { theme: Theme }) {
  return (
    <Table>
      <caption>Colour</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Value</th>
          <th scope="col">Contrast on surface</th>
          <th scope="col">Sample</th>
        </tr>
      </thead>
      <tbody>
        {tokensStartingWith(theme, 'ui-color-').map(([name, value]) => (
          <tr key={name}>
            <th scope="row">
              <code>--{name}</code>
            </th>
            <td>
              <code>{value}</code>
            </td>
            <td>{`${contrastRatio(value, theme.color.surface.base).toFixed(2)}:1`}</td>
            <td>
              <Swatch data-token={name} style={{ background: `var(--${name})` }} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function Typography({ theme }: { theme: Theme }) {
  return (
    <>
      <Table>
        <caption>Font families</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Sample</th>
          </tr>
        </thead>
        <tbody>
          {tokensStartingWith(theme, 'ui-font-')
            .filter(([name]) => !name.startsWith('ui-font-size-'))
            .map(([name, value]) => (
              <tr key={name}>
                <th scope="row">
                  <code>--{name}</code>
                </th>
                <td>
                  <span data-token={name} style={{ fontFamily: `var(--${name})`, fontSize: '1.25rem' }}>
                    Buttermilk Ranch Dressing
                  </span>
                  <br />
                  <code>{value}</code>
                </td>
              </tr>
            ))}
        </tbody>
      </Table>
      <Table>
        <caption>Font sizes</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Value</th>
            <th scope="col">Sample</th>
          </tr>
        </thead>
        <tbody>
          {tokensStartingWith(theme, 'ui-font-size-').map(([name, value]) => (
            <tr key={name}>
              <th scope="row">
                <code>--{name}</code>
              </th>
              <td>
                <code>{value}</code>
              </td>
              <td>
                <span data-token={name} style={{ fontSize: `var(--${name})`, lineHeight: 1.2 }}>
                  Roman Caesar
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}

function SpacingTables({ theme }: { theme: Theme }) {
  return (
    <>
      <Table>
        <caption>Spacing</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Value</th>
            <th scope="col">Sample</th>
          </tr>
        </thead>
        <tbody>
          {tokensStartingWith(theme, 'ui-space-').map(([name, value]) => (
            <tr key={name}>
              <th scope="row">
                <code>--{name}</code>
              </th>
              <td>
                <code>{value}</code>
              </td>
              <td>
                <Bar data-token={name} style={{ width: `var(--${name})` }} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Table>
        <caption>Radii and shadows</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Value</th>
            <th scope="col">Sample</th>
          </tr>
        </thead>
        <tbody>
          {[...tokensStartingWith(theme, 'ui-radius-'), ...tokensStartingWith(theme, 'ui-shadow-')].map(
            ([name, value]) => (
              <tr key={name}>
                <th scope="row">
                  <code>--{name}</code>
                </th>
                <td>
                  <code>{value}</code>
                </td>
                <td>
                  <Box
                    data-token={name}
                    style={
                      name.startsWith('ui-radius-')
                        ? { borderRadius: `var(--${name})` }
                        : { boxShadow: `var(--${name})` }
                    }
                  />
                </td>
              </tr>
            ),
          )}
        </tbody>
      </Table>
    </>
  );
}

type Section = 'colour' | 'type' | 'spacing';

function Sheet({ theme, sections, scoped }: { theme: Theme; sections: readonly Section[]; scoped: boolean }) {
  return (
    <ThemePanel theme={theme} scoped={scoped}>
      {sections.includes('colour') && <Colours theme={theme} />}
      {sections.includes('type') && <Typography theme={theme} />}
      {sections.includes('spacing') && <SpacingTables theme={theme} />}
    </ThemePanel>
  );
}

/** Both brands side by side, each panel carrying its own custom properties. */
function BothThemes({ sections }: { sections: readonly Section[] }) {
  return (
    <Sheets>
      {Object.values(themes).map((theme) => (
        <Sheet key={theme.name} theme={theme} sections={sections} scoped />
      ))}
    </Sheets>
  );
}

/** The theme picked in the toolbar, read from the properties LarderProvider put on the page. */
function ActiveThemeSheet() {
  return <Sheet theme={useTheme()} sections={['colour', 'type', 'spacing']} scoped={false} />;
}

function sample(root: HTMLElement, theme: Theme, token: string): HTMLElement {
  const panel = within(root).getByRole('region', { name: theme.label });
  const element = panel.querySelector<HTMLElement>(`[data-token="${token}"]`);
  if (!element) throw new Error(`No sample of --${token} in ${theme.label}`);
  return element;
}

/** Every colour token's swatch shows its theme's value. */
async function expectColours(root: HTMLElement, theme: Theme) {
  for (const [name, value] of tokensStartingWith(theme, 'ui-color-')) {
    await expect(sample(root, theme, name)).toHaveStyle({ backgroundColor: value });
  }
}

const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Colour roles of both brands with their contrast on the surface colour. */
export const Colour: Story = {
  render: () => <BothThemes sections={['colour']} />,
  play: async ({ canvasElement }) => {
    for (const theme of Object.values(themes)) await expectColours(canvasElement, theme);
    const steakhouse = within(canvasElement).getByRole('region', { name: themes.steakhouse.label });
    await expect(within(steakhouse).getByRole('rowheader', { name: '--ui-color-accent' })).toBeVisible();
    await expect(within(steakhouse).getByRole('row', { name: /--ui-color-accent #7a1c2a/ })).toBeVisible();
  },
};

/** The computed size in px of a sample. */
const fontPx = (element: HTMLElement) => parseFloat(getComputedStyle(element).fontSize);

/** Font families (the brands differ in headings) and the shared size scale, fluid from `lg` up. */
export const Type: Story = {
  render: () => <BothThemes sections={['type']} />,
  play: async ({ canvasElement }) => {
    // '3xl' is clamp(1.875rem, 1.35rem + 2.1vw, 2.75rem): 30 px on phones, 44 px on wide screens, between them here.
    const view = canvasElement.ownerDocument.defaultView!;
    const fluid3xl = Math.min(44, Math.max(30, 21.6 + 2.1 * (view.innerWidth / 100)));
    for (const theme of Object.values(themes)) {
      await expect(fontPx(sample(canvasElement, theme, 'ui-font-size-3xl'))).toBeCloseTo(fluid3xl, 0);
      await expect(sample(canvasElement, theme, 'ui-font-size-xs')).toHaveStyle({ fontSize: '12px' });
      await expect(sample(canvasElement, theme, 'ui-font-heading')).toHaveStyle({
        fontFamily: theme.fonts.heading,
      });
    }
  },
};

/** The 4 px spacing scale, radii and shadows. */
export const Spacing: Story = {
  render: () => <BothThemes sections={['spacing']} />,
  play: async ({ canvasElement }) => {
    for (const theme of Object.values(themes)) {
      for (const [name, value] of tokensStartingWith(theme, 'ui-space-')) {
        await expect(sample(canvasElement, theme, name).getBoundingClientRect().width).toBe(
          parseFloat(value),
        );
      }
      await expect(sample(canvasElement, theme, 'ui-radius-lg')).toHaveStyle({ borderRadius: '16px' });
    }
  },
};

/** Every token of the theme picked in the toolbar, as LarderProvider emits it for the whole page. */
export const ActiveTheme: Story = {
  render: () => <ActiveThemeSheet />,
  // The story tests run every story in both brands: expect the one this run is in.
  play: async ({ canvasElement, globals }) =>
    expectColours(canvasElement, themes[globals.brand === 'steakhouse' ? 'steakhouse' : 'foodservice']),
};

export const Steakhouse: Story = {
  globals: { brand: 'steakhouse' },
  render: () => <ActiveThemeSheet />,
  play: async ({ canvasElement }) => expectColours(canvasElement, themes.steakhouse),
};

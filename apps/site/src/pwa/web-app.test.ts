import { describe, expect, it } from 'vitest';
import { defaultBrand, type BrandConfig } from '@larder/domain';
import { themes } from '@larder/ui';
import { WEB_APP_ICONS, webAppIconSvg, webAppManifest } from './web-app';

describe('the web app manifest (offline kitchen mode)', () => {
  it("names the brand, opens the home page in its own window, in the brand theme's colours", () => {
    expect(webAppManifest()).toMatchObject({
      name: "Marlow's Foodservice",
      short_name: "Marlow's",
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1f5a3a',
      background_color: '#fcf8ef',
    });
  });

  it('follows the brand: a sister brand gets its own names and colours', () => {
    const steakhouse: BrandConfig = {
      ...defaultBrand,
      name: "Marlow's Steakhouse",
      shortName: 'Steakhouse',
      theme: 'steakhouse',
    };
    expect(webAppManifest(steakhouse)).toMatchObject({
      name: "Marlow's Steakhouse",
      short_name: 'Steakhouse',
      theme_color: themes.steakhouse.color.accent.base,
      background_color: themes.steakhouse.color.surface.base,
    });
  });

  it('lists a 192 and a 512 px icon and a maskable 512 px one, as PNG files under /icons', () => {
    expect(webAppManifest().icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });
});

describe('the app icons', () => {
  it("draw the logo's emblem: the accent disc on the page colour, the leaf in the accent's contrast colour", () => {
    const svg = webAppIconSvg({ size: 192, purpose: 'any' });
    expect(svg).toContain('width="192" height="192"');
    expect(svg).toContain('<rect width="192" height="192" fill="#fcf8ef"/>');
    expect(svg).toContain('fill="#1f5a3a"');
    expect(svg).toContain('stroke="#ffffff"');
  });

  it('fill the whole square with the accent when maskable, the leaf inside the safe circle', () => {
    const [maskable] = WEB_APP_ICONS.filter((icon) => icon.purpose === 'maskable');
    const svg = webAppIconSvg(maskable!);
    expect(svg).toContain('<rect width="512" height="512" fill="#1f5a3a"/>');
    expect(svg).not.toContain('<circle');
    // The emblem's 40-unit box is scaled to 75 % of the icon and centred: inside the 80 % safe zone.
    expect(svg).toContain('translate(64 64) scale(9.6)');
  });
});

import { describe, expect, it } from 'vitest';

import { MENU_INSIGHT_COPY, menuInsightCopyByPath } from './menu-insight-copy.js';
import {
  MENU_INSIGHT_LIST,
  MENU_INSIGHT_SLUGS,
  MENU_INSIGHTS,
  isMenuInsightSlug,
  menuInsight,
  menuInsightByPath,
  menuInsightDocument,
  menuInsightFileHref,
  menuInsightListIds,
  menuInsightPath,
} from './menu-insights.js';

describe('menu insights', () => {
  it('covers the eleven menu-insight routes and /offers/stadium-staples, in the route table order', () => {
    expect(MENU_INSIGHT_LIST.map((insight) => insight.path)).toEqual([
      '/burgers',
      '/wings',
      '/salads',
      '/pizza',
      '/breakfast-sandwiches',
      '/chicken-sandwiches',
      '/fries',
      '/tacos',
      '/deli',
      '/seafood',
      '/bowls',
      '/offers/stadium-staples',
    ]);
    for (const slug of MENU_INSIGHT_SLUGS) expect(MENU_INSIGHTS[slug].slug).toBe(slug);
  });

  it('holds the featured counts of spec §2.13: exact for six pages, 4 to 8 recipes elsewhere', () => {
    const exact: Record<string, { recipes: number; products: number }> = {
      'stadium-staples': { recipes: 8, products: 6 },
      pizza: { recipes: 6, products: 4 },
      salads: { recipes: 8, products: 4 },
      seafood: { recipes: 8, products: 4 },
      tacos: { recipes: 8, products: 4 },
      wings: { recipes: 5, products: 4 },
    };
    for (const insight of MENU_INSIGHT_LIST) {
      const expected = exact[insight.slug];
      if (expected) expect(insight.featured, insight.slug).toEqual(expected);
      else {
        expect(insight.featured.recipes, insight.slug).toBeGreaterThanOrEqual(4);
        expect(insight.featured.recipes, insight.slug).toBeLessThanOrEqual(8);
      }
    }
  });

  it('preselects each page’s own dish category on the recipe list', () => {
    for (const insight of MENU_INSIGHT_LIST)
      expect(insight.category).toEqual({ filter: 'dishes', id: insight.slug });
  });

  it('gives every page its own headline, statistics and growth percentages', () => {
    const headlines = new Set(MENU_INSIGHT_LIST.map((insight) => insight.headline));
    expect(headlines.size).toBe(MENU_INSIGHT_LIST.length);
    for (const insight of MENU_INSIGHT_LIST) {
      expect(insight.statistics.length, insight.slug).toBeGreaterThanOrEqual(3);
      expect(insight.sauceGrowth.length, insight.slug).toBeGreaterThanOrEqual(3);
      for (const growth of insight.sauceGrowth) expect(growth.value).toMatch(/^\+\d{1,3}%$/);
      expect(insight.insights.title).not.toBe(insight.brochure.title);
      for (const document of [insight.insights, insight.brochure])
        for (const section of document.sections) expect(section.points.length).toBeGreaterThan(0);
    }
  });

  it('uses the pizza dipping figures the portion-control page quotes', () => {
    expect(MENU_INSIGHTS.pizza.statistics.slice(0, 2)).toMatchObject([
      { value: '70%', label: 'of millennials like to dip pizza in sauces' },
      { value: '63%', label: 'say dips and condiments are important for adding flavor' },
    ]);
  });

  it('gives only stadium staples an analytics label for the sample button', () => {
    expect(MENU_INSIGHT_LIST.filter((insight) => insight.sampleLabel).map((insight) => insight.slug)).toEqual(
      ['stadium-staples'],
    );
  });

  it('names each route without the copy, as the copy does', () => {
    for (const insight of MENU_INSIGHT_LIST) expect(menuInsightPath(insight.slug)).toBe(insight.path);
    expect(menuInsightPath('bowls')).toBe('/bowls');
    expect(menuInsightPath('stadium-staples')).toBe('/offers/stadium-staples');
  });

  it('finds an entry by slug and by path, and nothing for other values', () => {
    expect(menuInsight('tacos')?.name).toBe('Tacos');
    expect(menuInsight('nachos')).toBeUndefined();
    expect(menuInsight('toString')).toBeUndefined();
    expect(isMenuInsightSlug('deli')).toBe(true);
    expect(isMenuInsightSlug('offers/stadium-staples')).toBe(false);
    expect(menuInsightByPath('/offers/stadium-staples')?.slug).toBe('stadium-staples');
    expect(menuInsightByPath('/wings/')?.slug).toBe('wings');
    expect(menuInsightByPath('/stadium-staples')).toBeUndefined();
    expect(menuInsightByPath('/')).toBeUndefined();
  });

  it('names the downloads and the curated lists after the slug', () => {
    expect(menuInsightFileHref('insights', 'fries')).toBe('/files/insights/fries.pdf');
    expect(menuInsightFileHref('brochures', 'stadium-staples')).toBe('/files/brochures/stadium-staples.pdf');
    expect(menuInsightDocument(MENU_INSIGHTS.bowls, 'insights').title).toBe('Bowl Menu Insights');
    expect(menuInsightDocument(MENU_INSIGHTS.bowls, 'brochures').title).toBe('Bowl Sauce Brochure');
    expect(menuInsightListIds('breakfast-sandwiches')).toEqual({
      recipes: 'breakfast-sandwiches-recipes',
      products: 'breakfast-sandwiches-products',
    });
  });

  it('gives the page the same copy as the PDFs, without the downloads’ sections', () => {
    for (const insight of MENU_INSIGHT_LIST) {
      const copy = MENU_INSIGHT_COPY[insight.slug];
      const { insights, brochure, ...rest } = insight;
      expect(copy).toEqual({
        ...rest,
        insights: { title: insights.title, description: insights.description },
        brochure: { title: brochure.title, description: brochure.description },
      });
      expect(insights.sections.length, insight.slug).toBeGreaterThan(0);
      expect(brochure.sections.length, insight.slug).toBeGreaterThan(0);
      expect(menuInsightCopyByPath(`${insight.path}/`)).toBe(copy);
    }
    expect(menuInsightCopyByPath('/stadium-staples')).toBeUndefined();
    expect(menuInsightCopyByPath('/')).toBeUndefined();
  });
});

/**
 * Integrity of the seed content in `api/content/`: the catalogue must be believable and every claim the site
 * makes about it (spec §2.3–§2.13, §9) must be true of the data.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type {
  CuratedList,
  Flavor,
  HomeBlock,
  NamedLookup,
  Packaging,
  PlusOne,
  Product,
  ProductLine,
  Recipe,
  SeoRow,
  Trend,
  Uom,
} from '@larder/domain';

const ROOT = join(import.meta.dirname, '..', 'content');
const read = <T>(rel: string): T => JSON.parse(readFileSync(join(ROOT, rel), 'utf8')) as T;

const products = read<Product[]>('products.json');
const recipes = read<Recipe[]>('recipes.json');
const plusOnes = read<PlusOne[]>('plusones.json');
const homeBlocks = read<HomeBlock[]>('homeBlocks.json');
const curated = read<CuratedList[]>('curatedLists.json');
const seo = read<SeoRow[]>('seo.json');
const flavors = read<Flavor[]>('lookups/flavors.json');
const productLines = read<ProductLine[]>('lookups/productLines.json');
const packagings = read<Packaging[]>('lookups/packagings.json');
const productTypes = read<NamedLookup[]>('lookups/products.json');
const dishes = read<NamedLookup[]>('lookups/dishes.json');
const courses = read<NamedLookup[]>('lookups/courses.json');
const ingredients = read<NamedLookup[]>('lookups/ingredients.json');
const trends = read<Trend[]>('lookups/trends.json');
const uoms = read<Uom[]>('lookups/uoms.json');

const productById = new Map(products.map((p) => [p.id, p]));
const recipeById = new Map(recipes.map((r) => [r.id, r]));
const plusOneById = new Map(plusOnes.map((p) => [p.id, p]));
const ids = <T extends { id: string }>(list: T[]): Set<string> => new Set(list.map((x) => x.id));

function gs1Valid(code: string): boolean {
  if (!/^\d+$/.test(code)) return false;
  const digits = code.slice(0, -1);
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * ((digits.length - i) % 2 === 1 ? 3 : 1);
  return (10 - (sum % 10)) % 10 === Number(code[code.length - 1]);
}
const bracketed = (text: string): string[] => [...text.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1] ?? '');
const isActive = (p: Product): boolean => p.status === 'Website Active';
const byName = (name: string): Product => {
  const p = products.find((x) => x.name === name);
  if (!p) throw new Error(`no product named ${name}`);
  return p;
};

describe('product identifiers', () => {
  it('gives every product a UPC-A and a case GTIN-14 with valid check digits', () => {
    for (const p of products) {
      expect(p.upc, p.id).toMatch(/^\d{12}$/);
      expect(gs1Valid(p.upc), `${p.productCode} UPC ${p.upc}`).toBe(true);
      expect(p.upc12).toBe(p.upc);
      expect(p.caseInfo.caseGtin, p.id).toMatch(/^\d{14}$/);
      expect(gs1Valid(p.caseInfo.caseGtin), `${p.productCode} GTIN ${p.caseInfo.caseGtin}`).toBe(true);
      if (p.caseInfo.innerUpc) expect(gs1Valid(p.caseInfo.innerUpc), p.id).toBe(true);
    }
  });

  it('has unique ids, slugs, codes, UPCs and case GTINs', () => {
    for (const key of ['id', 'slug', 'productCode', 'upc'] as const) {
      expect(new Set(products.map((p) => p[key])).size, key).toBe(products.length);
    }
    expect(new Set(products.map((p) => p.caseInfo.caseGtin)).size).toBe(products.length);
  });

  it('builds slugs from the code and the name, except the brand-prefixed line products', () => {
    const kebab = (s: string): string =>
      s
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/['’]/g, '')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '');
    for (const p of products) {
      if (p.slug.startsWith('marlows-')) expect(p.slug).toBe(kebab(p.name));
      else expect(p.slug).toBe(`${p.productCode.toLowerCase()}-${kebab(p.name)}`);
      expect(p.files.pdf).toBe(`/files/products/${p.slug}.pdf`);
    }
  });
});

describe('catalogue claims (spec §2.3, §9)', () => {
  const dressingGroups = (flavor?: string): number =>
    new Set(
      products
        .filter(
          (p) => p.productType === 'dressings' && isActive(p) && (!flavor || p.flavors.includes(flavor)),
        )
        .map((p) => p.websiteGroup),
    ).size;

  it('holds exactly 202 dressings: 11 Caesar, 14 Ranch and 19 Italian', () => {
    expect(dressingGroups()).toBe(202);
    expect(dressingGroups('caesar')).toBe(11);
    expect(dressingGroups('ranch')).toBe(14);
    expect(dressingGroups('italian')).toBe(19);
  });

  it('counts the same dressings whatever the status, so no claim depends on a filter', () => {
    expect(
      new Set(products.filter((p) => p.productType === 'dressings').map((p) => p.websiteGroup)).size,
    ).toBe(202);
  });

  it('sells each group in 1 to 4 formats whose siblings share flavors, category and formula', () => {
    const groups = new Map<string, Product[]>();
    for (const p of products) groups.set(p.websiteGroup, [...(groups.get(p.websiteGroup) ?? []), p]);
    for (const [id, members] of groups) {
      expect(members.length, id).toBeGreaterThanOrEqual(1);
      expect(members.length, id).toBeLessThanOrEqual(4);
      expect(new Set(members.map((m) => m.productType)).size, id).toBe(1);
      expect(new Set(members.map((m) => m.flavors.join())).size, id).toBe(1);
      expect(members.some(isActive), id).toBe(true);
    }
  });

  it('orders packagings as spec §9 and names the package type of each product', () => {
    const order = Object.fromEntries(packagings.map((p) => [p.id, p.displayOrder]));
    expect(order).toEqual({
      gallon: 1,
      barBottle: 2,
      cup: 3,
      pouch: 4,
      tub: 5,
      bagInBox: 6,
      pillowPack: 7,
      dispenserPack: 8,
      pail: 9,
    });
    const typeName: Record<string, string> = {
      gallon: 'Gallon',
      pail: 'Pail',
      tub: 'Tub',
      barBottle: 'Bar Bottle',
      cup: 'Cup',
      pouch: 'Pouch',
      bagInBox: 'Bag-in-Box',
      pillowPack: 'Pillow Pack',
      dispenserPack: 'Dispenser Pack',
    };
    for (const p of products) {
      expect(p.caseInfo.packageType, p.id).toBe(typeName[p.packaging]);
      if (p.packaging === 'cup') {
        expect(p.caseInfo.individualUnitPercent).toBe('ONZ');
        expect([0.75, 1, 1.25, 1.5, 1.75, 2, 3]).toContain(p.caseInfo.individualUnitVal);
      }
    }
  });

  it('offers 1, 1.5, 2 and 3 oz cups and enough bar bottles, cups and pouches for the format pages', () => {
    const active = products.filter(isActive);
    const cupSizes = new Set(
      active.filter((p) => p.packaging === 'cup').map((p) => p.caseInfo.individualUnitVal),
    );
    for (const size of [1, 1.5, 2, 3]) expect(cupSizes.has(size), `${size} oz`).toBe(true);
    expect(active.filter((p) => p.packaging === 'barBottle').length).toBeGreaterThanOrEqual(9);
    expect(active.filter((p) => p.packaging === 'cup').length).toBeGreaterThanOrEqual(7);
    expect(active.filter((p) => p.packaging === 'pouch').length).toBeGreaterThanOrEqual(8);
  });

  it('keeps most products active, with a few deactivated and website-inactive ones', () => {
    const share = (s: string): number => products.filter((p) => p.status === s).length / products.length;
    expect(share('Deactivated')).toBeGreaterThan(0.02);
    expect(share('Deactivated')).toBeLessThan(0.09);
    expect(share('Website Inactive')).toBeGreaterThan(0.01);
    expect(share('Website Inactive')).toBeLessThan(0.06);
  });
});

describe('claims, allergens, storage and nutrition', () => {
  it('keeps claims consistent with the ingredient statement', () => {
    for (const p of products) {
      const t = p.ingredients.toLowerCase();
      const m = p.claims.marketing;
      const a = p.claims.allergens;
      expect(m.hfcs === 'Yes', `${p.id} hfcs`).toBe(t.includes('high fructose corn syrup'));
      expect(m.edta === 'Yes', `${p.id} edta`).toBe(t.includes('edta'));
      expect(m.msg === 'Yes', `${p.id} msg`).toBe(t.includes('monosodium glutamate'));
      expect(m.artificialPreservatives === 'Yes', `${p.id} preservatives`).toBe(
        /sodium benzoate|potassium sorbate|sodium nitrite/.test(t),
      );
      expect(a.milk === 'Contains', `${p.id} milk`).toBe(
        /\b(milk|cheese|buttermilk|cream|whey|yogurt)\b/.test(t),
      );
      expect(a.eggs === 'Contains', `${p.id} eggs`).toBe(/\beggs?\b|\begg yolks?\b/.test(t));
      expect(a.fish === 'Contains', `${p.id} fish`).toBe(t.includes('anchov'));
      expect(a.wheat === 'Contains', `${p.id} wheat`).toBe(/\bwheat\b/.test(t));
      if (a.wheat) expect(m.gluten, `${p.id} gluten`).toBe('Yes');
      expect(m.kosherDairy === 'Yes', `${p.id} kosherDairy`).toBe(
        m.kosher === 'Yes' && a.milk === 'Contains',
      );
      expect(m.refrigerated === 'Yes', `${p.id} storage`).not.toBe(m.shelfStable === 'Yes');
      expect(m.fatFree === 'Yes', `${p.id} fat free`).toBe(p.nutrition.totalFat?.Val === 0);
      expect(Boolean(p.claims.sensitivities.sesame), p.id).toBe(Boolean(a.sesame));
      for (const v of Object.values(a)) expect(v).toBe('Contains');
    }
  });

  it('gives ranch milk and eggs and caesar fish, milk and eggs', () => {
    for (const p of products.filter((x) => x.productType === 'dressings' && x.flavors.includes('ranch'))) {
      expect(p.claims.allergens, p.name).toMatchObject({ milk: 'Contains' });
      if (!/Fat Free/.test(p.name)) expect(p.claims.allergens, p.name).toMatchObject({ eggs: 'Contains' });
    }
    for (const p of products.filter((x) => x.flavors.includes('caesar'))) {
      expect(p.claims.allergens, p.name).toMatchObject({ fish: 'Contains', milk: 'Contains' });
    }
  });

  it('matches shelf life to storage: refrigerated 120–180 days, shelf stable 270–365 days', () => {
    for (const p of products) {
      expect(p.storage.shelfLife).toBe(p.shelfLife);
      if (p.claims.marketing.refrigerated === 'Yes') {
        expect(p.shelfLife, p.id).toBeGreaterThanOrEqual(120);
        expect(p.shelfLife, p.id).toBeLessThanOrEqual(180);
      } else {
        expect(p.shelfLife, p.id).toBeGreaterThanOrEqual(270);
        expect(p.shelfLife, p.id).toBeLessThanOrEqual(365);
      }
    }
  });

  it('states calories that agree with fat, carbohydrate and protein (±5 kcal), rounded to 5 or 10', () => {
    for (const p of products) {
      const n = p.nutrition;
      const kcal = n.caloriesVal?.Val ?? 0;
      const expected =
        9 * (n.totalFat?.Val ?? 0) + 4 * (n.carbohydrates?.Val ?? 0) + 4 * (n.protein?.Val ?? 0);
      expect(Math.abs(kcal - expected), `${p.id}: ${kcal} vs ${expected}`).toBeLessThanOrEqual(5);
      expect(kcal % (kcal > 50 ? 10 : 5), p.id).toBe(0);
      expect(n.saturatedFat?.Val ?? 0).toBeLessThanOrEqual(n.totalFat?.Val ?? 0);
      expect(n.totalSugar?.Val ?? 0).toBeLessThanOrEqual(n.carbohydrates?.Val ?? 0);
    }
  });

  it('has case numbers that fit the package', () => {
    for (const p of products) {
      const c = p.caseInfo;
      expect(c.grossWeight, p.id).toBeGreaterThan(c.netWeight);
      expect(c.volume, p.id).toBeCloseTo((c.caseLength * c.caseWidth * c.caseHeight) / 1728, 2);
      expect(c.tixHl, p.id).toMatch(/^\d+x\d+$/);
      if (p.packaging === 'gallon') {
        // Dressings weigh 7.5–9.5 lb a gallon, thick sauces and glazes up to 11.
        expect(c.netWeight / c.unitQuantity, p.name).toBeGreaterThan(7.3);
        expect(c.netWeight / c.unitQuantity, p.name).toBeLessThan(11.2);
        expect(c.grossWeight - c.netWeight, p.name).toBeLessThan(3);
      }
      expect(c.quantityInnerPack > 1, p.id).toBe(c.innerUpc !== null);
      expect(p.images.innerCase !== null, p.id).toBe(c.quantityInnerPack > 1);
    }
  });
});

describe('named products', () => {
  it('marks the four new codes with their notices', () => {
    const notices: Record<string, string> = {
      KE5052: 'New product code and GTIN. Wheat and soy removed.',
      KE5052ZY: 'New product code and GTIN. Wheat and soy removed.',
      KE5052B3: 'New product code and GTIN. Wheat and soy removed.',
      KE5060B3: 'New product code and GTIN. EDTA added.',
    };
    expect(
      products
        .filter((p) => p.isNew)
        .map((p) => p.productCode)
        .sort(),
    ).toEqual(Object.keys(notices).sort());
    for (const [code, notice] of Object.entries(notices)) {
      const p = products.find((x) => x.productCode === code);
      expect(p?.status, code).toBe('Website Active');
      expect(p?.notice, code).toBe(notice);
      if (notice.includes('Wheat and soy removed')) {
        expect(p?.claims.allergens.wheat, code).toBeUndefined();
        expect(p?.claims.allergens.soy, code).toBeUndefined();
      } else {
        expect(p?.claims.marketing.edta, code).toBe('Yes');
      }
    }
  });

  it.each([
    ['Avocado Ranch Dressing', 2, 17.31, 'Refrigerated', 'refrigerated'],
    ['Boom Boom Sauce', 4, 33.67, '50-80°F', 'shelfStable'],
    ["Marlow's Signature Chick'n Dip'n Sauce", 2, 17.7, 'Shelf Stable', 'shelfStable'],
    ['Dill Pickle Aioli', 2, 17.47, 'Shelf Stable', 'shelfStable'],
    ['Green Goddess Dressing', 2, 17.34, 'Refrigerated', 'refrigerated'],
  ] as const)(
    'shows %s in the landing-page table as %i/1 Gallon, %s lbs, %s',
    (name, qty, weight, storage, claim) => {
      const p = byName(name);
      expect(p.status).toBe('Website Active');
      expect(`${p.caseInfo.unitQuantity}/${p.caseInfo.individualUnitVal} ${p.caseInfo.packageType}`).toBe(
        `${qty}/1 Gallon`,
      );
      expect(p.caseInfo.fullWeight).toBe(weight);
      expect(p.caseInfo.grossWeight).toBe(weight);
      expect(p.storage.storage).toBe(storage);
      expect(p.claims.marketing[claim]).toBe('Yes');
    },
  );

  it('has the brand-prefixed Signature and Metropolitan Select product pages', () => {
    const lines: Record<string, string> = {
      'marlows-signature-brewpub-style-mustard': 'signature',
      'marlows-signature-balsamic-fig-glaze': 'signature',
      'marlows-signature-bistro-sauce': 'signature',
      'marlows-signature-chickn-dipn-sauce': 'signature',
      'marlows-metropolitan-select-creamy-buttermilk-ranch': 'metropolitan',
      'marlows-metropolitan-select-blue-ribbon-texas-barbecue-sauce': 'metropolitan',
      'marlows-metropolitan-select-roman-caesar-dressing': 'metropolitan',
    };
    for (const [slug, line] of Object.entries(lines)) {
      const p = products.find((x) => x.slug === slug);
      expect(p?.status, slug).toBe('Website Active');
      expect(p?.productLines, slug).toContain(line);
    }
    expect(byName("Marlow's Signature Balsamic Fig Glaze").productType).toBe('glazes');
    expect(byName('Dill Pickle Aioli').productType).toBe('dips');
  });

  it('gives the Essentials clean-label line no HFCS, artificial flavors or artificial preservatives', () => {
    const essentials = products.filter((p) => p.productLines.includes('essentials'));
    expect(essentials.length).toBeGreaterThanOrEqual(8);
    for (const p of essentials) {
      expect(p.claims.marketing, p.name).toMatchObject({
        hfcs: 'No',
        artificialFlavors: 'No',
        artificialPreservatives: 'No',
      });
    }
  });

  it('lists the 10 portion-control cups and 10 pouches of spec §2.10 as active products', () => {
    const cups = curated.find((l) => l.id === 'portion-control-cups');
    const pouches = curated.find((l) => l.id === 'portion-control-pouches');
    const names = (l: CuratedList | undefined): string[] =>
      (l?.items ?? []).map(
        (i) =>
          productById
            .get(i._id)
            ?.name.toLowerCase()
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '') ?? '',
      );
    const cupNames = names(cups);
    const cupWords = [
      'ranch',
      'caesar',
      'cocktail sauce',
      'italian herb vinaigrette',
      'balsamic vinaigrette',
      'honey mustard',
      'jalapeno ranch',
      'bleu cheese',
      'tartar sauce',
      'lite ranch',
    ];
    expect(cupNames).toHaveLength(10);
    cupWords.forEach((w, i) => expect(cupNames[i], w).toContain(w));
    const pouchNames = names(pouches);
    const pouchWords = [
      'country french',
      'honey mustard',
      'light balsamic',
      'greek',
      'ranch',
      'balsamic vinaigrette',
      'caesar',
      'blue cheese',
      'thousand island',
      'golden italian',
    ];
    expect(pouchNames).toHaveLength(10);
    pouchWords.forEach((w, i) => expect(pouchNames[i], w).toContain(w));
    for (const item of [...(cups?.items ?? []), ...(pouches?.items ?? [])]) {
      const p = productById.get(item._id);
      expect(p?.status).toBe('Website Active');
      expect(['cup', 'pouch']).toContain(p?.packaging);
    }
  });
});

describe('references resolve', () => {
  const flavorIds = ids(flavors);
  const packagingIds = ids(packagings);
  const lineIds = ids(productLines);
  const typeIds = ids(productTypes);

  it('gives flavors a hex colour and lookups unique ids', () => {
    for (const f of flavors) expect(f.color, f.id).toMatch(/^#[0-9a-f]{6}$/);
    const lookups: { id: string }[][] = [
      flavors,
      productLines,
      packagings,
      productTypes,
      dishes,
      courses,
      ingredients,
      trends,
      uoms,
    ];
    for (const lookup of lookups) {
      expect(ids(lookup).size).toBe(lookup.length);
    }
    expect([...typeIds].sort()).toEqual(['dips', 'dressings', 'glazes', 'marinades', 'mayonnaise', 'sauces']);
    for (const id of ['essentials', 'metropolitan', 'signature', 'mayonnaise'])
      expect(lineIds.has(id), id).toBe(true);
  });

  it('resolves every product flavor, packaging, product line, category and related product', () => {
    for (const p of products) {
      for (const f of p.flavors) expect(flavorIds.has(f), `${p.id} flavor ${f}`).toBe(true);
      expect(packagingIds.has(p.packaging), p.id).toBe(true);
      expect(typeIds.has(p.productType), p.id).toBe(true);
      for (const l of p.productLines) expect(lineIds.has(l), `${p.id} line ${l}`).toBe(true);
      expect(p.related.length, p.id).toBeGreaterThanOrEqual(2);
      expect(p.related.length, p.id).toBeLessThanOrEqual(4);
      for (const r of p.related) {
        expect(productById.has(r), `${p.id} related ${r}`).toBe(true);
        expect(productById.get(r)?.websiteGroup).not.toBe(p.websiteGroup);
      }
    }
  });

  it('links recipe ingredients and steps to existing products, plus-ones and sub-recipes', () => {
    const uomIds = ids(uoms);
    for (const r of recipes) {
      const subs = new Map(r.subRecipes.map((s) => [s.id, s]));
      const allIngredients = [...r.ingredients, ...r.subRecipes.flatMap((s) => s.ingredients)];
      for (const i of allIngredients) {
        if (i.weight) expect(uomIds.has(i.weight), `${r.slug} unit ${i.weight}`).toBe(true);
        if (i.productId) expect(productById.get(i.productId)?.name, r.slug).toBe(i.ingredient);
        if (i.plusOneId) expect(plusOneById.get(i.plusOneId)?.title, r.slug).toBe(i.ingredient);
        if (i.subRecipeId) expect(subs.get(i.subRecipeId)?.title, r.slug).toBe(i.ingredient);
      }
      for (const s of [...r.steps, ...r.subRecipes.flatMap((x) => x.steps)]) {
        const names = [
          ...s.products.map((id) => productById.get(id)?.name),
          ...s.plusOnes.map((id) => plusOneById.get(id)?.title),
          ...s.subRecipes.map((id) => subs.get(id)?.title),
        ];
        expect(names.every(Boolean), `${r.slug}: ${s.step}`).toBe(true);
        expect(bracketed(s.step).sort(), `${r.slug}: ${s.step}`).toEqual(
          [...new Set(names as string[])].sort(),
        );
      }
      for (const sub of r.subRecipes) {
        if (sub.isStandAlone)
          expect(
            recipes.some((x) => x.slug === sub.slug),
            sub.slug,
          ).toBe(true);
      }
      const used = new Set(allIngredients.map((i) => i.productId).filter(Boolean));
      expect(new Set(r.related.products.map((x) => x.id)), r.slug).toEqual(used);
      for (const ref of r.related.products) {
        const p = productById.get(ref.id);
        expect(ref, r.slug).toEqual({
          id: p?.id,
          code: p?.productCode,
          title: p?.name,
          url: `/products/${p?.slug}`,
        });
      }
      for (const po of r.related.plusOnes) expect(plusOneById.get(po.id)?.title, r.slug).toBe(po.title);
    }
  });

  it('uses lookup ids for recipe dishes, courses, ingredients, trends and flavors', () => {
    const dishTitle = new Map(dishes.map((d) => [d.id, d.name]));
    const courseTitle = new Map(courses.map((c) => [c.id, c.name]));
    const ingredientIds = ids(ingredients);
    const trendIds = ids(trends);
    for (const r of recipes) {
      expect(r.dishes.length, r.slug).toBeGreaterThan(0);
      for (const d of r.dishes) expect(dishTitle.get(d.id), r.slug).toBe(d.title);
      for (const c of r.courses) expect(courseTitle.get(c.id), r.slug).toBe(c.title);
      for (const i of r.ingredientIds) expect(ingredientIds.has(i), `${r.slug} ${i}`).toBe(true);
      for (const t of r.trends) expect(trendIds.has(t), `${r.slug} ${t}`).toBe(true);
      for (const f of r.flavors) expect(flavorIds.has(f), `${r.slug} ${f}`).toBe(true);
    }
    for (const d of [
      'burgers',
      'wings',
      'salads',
      'pizza',
      'breakfast-sandwiches',
      'chicken-sandwiches',
      'fries',
      'tacos',
      'deli',
      'seafood',
      'bowls',
      'appetizers',
    ]) {
      expect(dishTitle.has(d), d).toBe(true);
    }
  });

  it('gives plus-ones product codes in brackets that match their ingredients', () => {
    for (const po of plusOnes) {
      expect(po.pdfFilePath).toBe(`/files/plusones/${po.id}.pdf`);
      const codes = po.details.ingredients
        .filter((i) => i.productId)
        .map((i) => productById.get(i.productId ?? '')?.productCode);
      expect(codes.every(Boolean), po.id).toBe(true);
      expect(new Set(po.steps.flatMap(bracketed)), po.id).toEqual(new Set(codes));
      expect(po.related.products.map((r) => r.code).sort(), po.id).toEqual(
        [...new Set(codes as string[])].sort(),
      );
      for (const f of po.flavors) expect(flavorIds.has(f), po.id).toBe(true);
    }
  });

  it('points every curated list item at an existing entity of its kind', () => {
    expect(ids(curated).size).toBe(curated.length);
    for (const l of curated) {
      const index = l.kind === 'recipes' ? recipeById : l.kind === 'products' ? productById : plusOneById;
      expect(
        l.items.map((i) => i.displayOrder),
        l.id,
      ).toEqual(l.items.map((_, i) => i + 1));
      for (const item of l.items) expect(index.has(item._id), `${l.id} ${item._id}`).toBe(true);
      if (l.kind === 'products') {
        for (const item of l.items)
          expect(productById.get(item._id)?.status, `${l.id} ${item._id}`).toBe('Website Active');
      }
    }
  });

  it('has every image file on disk, each an SVG with width, height and viewBox', () => {
    const paths = new Set<string>();
    for (const p of products) for (const v of Object.values(p.images)) if (v) paths.add(v);
    for (const r of recipes) [r.image, r.thumbnail, r.details.thumbnail].forEach((v) => paths.add(v));
    for (const x of [...plusOnes, ...flavors, ...productLines, ...packagings, ...trends, ...homeBlocks])
      paths.add(x.image);
    for (const l of curated) for (const i of l.items) if (i.image) paths.add(i.image);
    for (const rel of paths) {
      const file = join(ROOT, 'images', rel);
      expect(existsSync(file), rel).toBe(true);
      const head = readFileSync(file, 'utf8').slice(0, 200);
      expect(head, rel).toMatch(/^<svg [^>]*width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
    }
    expect(products.some((p) => p.images.souflet === null)).toBe(true);
    expect(products.some((p) => p.images.innerCase === null)).toBe(true);
  });
});

describe('recipes, plus-ones and pages', () => {
  it('has at least 120 recipes and 40 plus-ones with unique ids and slugs', () => {
    expect(recipes.length).toBeGreaterThanOrEqual(120);
    expect(plusOnes.length).toBeGreaterThanOrEqual(40);
    expect(ids(recipes).size).toBe(recipes.length);
    expect(new Set(recipes.map((r) => r.slug)).size).toBe(recipes.length);
    expect(ids(plusOnes).size).toBe(plusOnes.length);
    for (const r of recipes) {
      expect(r.url).toBe(`/recipes/${r.slug}`);
      expect(r.pdfFilePath).toBe(`/files/recipes/${r.slug}.pdf`);
      expect(Date.parse(r.timeModified)).toBeGreaterThanOrEqual(Date.parse(r.timeCreated));
      expect(r.timeCreated >= '2019' && r.timeCreated < '2027', r.slug).toBe(true);
    }
  });

  it('has the landing-page recipes of spec §2.13', () => {
    const slugs = new Set(recipes.map((r) => r.slug));
    for (const s of [
      'dipn-chicken-fries',
      'chickn-dipn-club-sandwich',
      'crispy-chicken-dipn-biscuit',
      'green-goddess-potato-salad',
      'grilled-iceberg-wedges-with-green-goddess-dressing',
      'green-goddess-shrimp-pasta-salad',
    ]) {
      expect(slugs.has(s), s).toBe(true);
    }
  });

  it('curates the featured counts of the menu-insight and format pages', () => {
    const count = (id: string): number | undefined => curated.find((l) => l.id === id)?.items.length;
    const recipesPerPage: Record<string, number> = {
      'stadium-staples': 8,
      pizza: 6,
      salads: 8,
      seafood: 8,
      tacos: 8,
      wings: 5,
    };
    for (const page of [
      'burgers',
      'wings',
      'salads',
      'pizza',
      'breakfast-sandwiches',
      'chicken-sandwiches',
      'fries',
      'tacos',
      'deli',
      'seafood',
      'bowls',
      'stadium-staples',
    ]) {
      const n = count(`${page}-recipes`) ?? 0;
      if (recipesPerPage[page]) expect(n, page).toBe(recipesPerPage[page]);
      else {
        expect(n, page).toBeGreaterThanOrEqual(4);
        expect(n, page).toBeLessThanOrEqual(8);
      }
      expect(count(`${page}-products`), page).toBe(page === 'stadium-staples' ? 6 : 4);
      const list = curated.find((l) => l.id === `${page}-recipes`);
      for (const item of list?.items ?? [])
        expect(
          recipeById.get(item._id)?.dishes.map((d) => d.id),
          page,
        ).toContain(page);
    }
    expect(count('bar-bottles')).toBe(9);
    expect(count('cups')).toBe(7);
    expect(count('pouches')).toBe(8);
    expect(count('dipping-cups')).toBe(6);
    expect(count('featured-recipe')).toBe(1);
    const fall = curated.find((l) => l.id === 'fall-flavors-plusones');
    expect(fall?.kind).toBe('plusOnes');
    expect(fall?.items.every((i) => Boolean(i.image))).toBe(true);
    for (const landing of ['avocado-ranch', 'boom-boom', 'chickn-dipn', 'dill-pickle', 'green-goddess']) {
      expect(count(`${landing}-recipes`), landing).toBeGreaterThanOrEqual(3);
      expect(count(`${landing}-products`), landing).toBeGreaterThanOrEqual(1);
    }
  });

  it('gives 4 to 6 home blocks linking to site routes', () => {
    expect(homeBlocks.length).toBeGreaterThanOrEqual(4);
    expect(homeBlocks.length).toBeLessThanOrEqual(6);
    for (const b of homeBlocks)
      expect(b.link).toMatch(/^\/(products\/story|recipes|plus-one|whats-hot|faq|get-sample)$/);
  });

  it('has an SEO row for every static route of spec §2.1 and the FAQ tools', () => {
    const menu = [
      'burgers',
      'wings',
      'salads',
      'pizza',
      'breakfast-sandwiches',
      'chicken-sandwiches',
      'fries',
      'tacos',
      'deli',
      'seafood',
      'bowls',
    ];
    const offers = [
      'stadium-staples',
      'boom-boom',
      'dipping-cups',
      'fall-flavors',
      'marlows-signature-chickn-dipn-sauce',
      'green-goddess',
      'dill-pickle',
      'avocado-ranch',
    ];
    const faq = [
      'allergen',
      'gluten-free',
      'kosher',
      'manufacture-code-show',
      'manufacture-code-read',
      'product-active',
      'where-purchase',
      'product-shelf-life-location',
      'expiration-date',
    ];
    const expected = [
      '/',
      '/products/story',
      '/products',
      '/recipes',
      '/faq',
      '/plus-one',
      '/whats-hot',
      '/about-us',
      '/essentials',
      '/metropolitan',
      '/signature',
      '/get-sample',
      '/contact',
      '/privacy',
      '/terms',
      '/search-result',
      '/cups',
      '/pouches',
      '/bar-bottles',
      '/coronavirus',
      '/pizzaexpo',
      '/portion-control',
      '/404',
      // Operator tools (issue 16).
      '/allergens',
      '/compare',
      ...menu.map((m) => `/${m}`),
      ...offers.map((o) => `/offers/${o}`),
      ...faq.map((f) => `/faq/${f}`),
    ];
    const paths = seo.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...expected].sort());
    for (const r of seo) {
      expect(r.description.length, r.path).toBeGreaterThanOrEqual(120);
      expect(r.description.length, r.path).toBeLessThanOrEqual(160);
      expect(r.title, r.path).toMatch(/\| Marlow's Foodservice$/);
      expect(r.canonical, r.path).toBe(`https://www.marlows.example${r.path}`);
    }
  });

  it('gives every product and recipe its own meta for the dynamic routes', () => {
    for (const x of [...products, ...recipes]) {
      expect(x.meta.title, x.slug).toContain("Marlow's Foodservice");
      expect(x.meta.description.length, x.slug).toBeGreaterThanOrEqual(120);
      expect(x.meta.description.length, x.slug).toBeLessThanOrEqual(160);
      expect(x.meta.keyword.length, x.slug).toBeGreaterThan(0);
    }
  });
});

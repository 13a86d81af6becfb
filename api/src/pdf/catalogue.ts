import {
  NUTRIENT_ROWS,
  allergenText,
  claimIcons,
  defaultBrand,
  formatNutrientAmount,
  formatNutrientPercent,
  formatUnit,
  glutenStatus,
  kosherStatus,
  productDigitalLink,
  productSizeLabel,
  servingsPerContainer,
  shelfLifeText,
  splitBracketed,
  toFixed3,
  type PlusOne,
  type Product,
  type Recipe,
  type RecipeIngredient,
  type RecipeStep,
} from '@larder/domain';
import {
  ACCENT,
  MARGIN,
  bullets,
  finish as finishDocument,
  header,
  newDocument,
  paragraph,
  section,
  table,
  type Doc,
} from './layout';

/**
 * Page layouts of the three PDFs (product spec sheet, recipe card, plus-one card), composed from the shared
 * primitives of `layout.ts`.
 */

export interface RenderOptions {
  publicUrl: string;
  /** pdfkit stream compression; off only to inspect the output. */
  compress: boolean;
}

/** Lookup names the layouts need beside the entity itself. */
export interface RenderLookups {
  uoms: Record<string, string>;
  productNames: Record<string, string>;
  productLines: Record<string, string>;
}

/** Ends a catalogue document: brand, phone, hours and site on every page, with page numbers. */
function finish(doc: Doc, options: RenderOptions): Promise<Buffer> {
  return finishDocument(doc, {
    text: `${defaultBrand.name} · ${defaultBrand.phone} · ${defaultBrand.hours} · ${options.publicUrl}`,
  });
}

// ——— product spec sheet ———

/** Product spec sheet (1–2 pages): identity, description, ingredients, allergens, claims, storage, case, nutrition. */
export function renderProductSheet(
  product: Product,
  lookups: RenderLookups,
  options: RenderOptions,
): Promise<Buffer> {
  const doc = newDocument(product.name, `Product specification sheet ${product.productCode}`, options);
  // The QR code of the product's Digital Link (issue 14): a chef scanning the sheet opens the product's page.
  const link = productDigitalLink(options.publicUrl, product);
  header(
    doc,
    'Product specification sheet',
    product.name,
    `Item ${product.productCode} · ${productSizeLabel(product)}`,
    link ? { url: link, caption: 'Scan to open this product' } : undefined,
  );

  const lines = product.productLines.map((id) => lookups.productLines[id] ?? id).join(', ');
  table(
    doc,
    [
      ['Product code', product.productCode],
      ['UPC', product.upc],
      ['Brand', defaultBrand.name],
      ...(lines !== '' ? [['Product line', lines]] : []),
      ['Status', product.status],
    ],
    [1, 3],
  );
  if (product.notice) {
    doc.moveDown(0.4);
    doc.font('bold').fontSize(10).fillColor(ACCENT).text(product.notice, MARGIN);
  }

  section(doc, 'Description');
  paragraph(doc, product.marketingMessage);
  section(doc, 'Ingredients');
  paragraph(doc, product.ingredients);
  section(doc, 'Allergens');
  paragraph(doc, `Contains: ${allergenText(product.claims.allergens)}`);
  if (product.claims.sensitivities?.sesame === 'Contains') paragraph(doc, 'Sensitivities: Sesame');

  section(doc, 'Claims');
  const marketing = product.claims.marketing;
  const claims = [
    glutenStatus(marketing),
    kosherStatus(marketing),
    ...claimIcons(marketing)
      .map((icon) => icon.label)
      .filter((label) => label !== 'Gluten Free'),
    ...(marketing.refrigerated === 'Yes' ? ['Refrigerated'] : []),
    ...(marketing.shelfStable === 'Yes' ? ['Shelf stable'] : []),
  ];
  paragraph(doc, claims.join(' · '));

  section(doc, 'Storage and shelf life');
  table(
    doc,
    [
      ['Storage', product.storage.storage],
      ['Shelf life', shelfLifeText(product.storage.shelfLife ?? product.shelfLife)],
    ],
    [1, 3],
  );

  const c = product.caseInfo;
  section(doc, 'Case information');
  table(
    doc,
    [
      ['Package type', c.packageType],
      ['Unit size', `${c.individualUnitVal} ${formatUnit(c.individualUnitPercent)}`],
      ['Units per case', String(c.unitQuantity)],
      ['Case GTIN', c.caseGtin],
      ...(c.innerUpc ? [['Inner UPC', c.innerUpc]] : []),
      [
        'Case dimensions (L × W × H, in)',
        `${toFixed3(c.caseLength)} × ${toFixed3(c.caseWidth)} × ${toFixed3(c.caseHeight)}`,
      ],
      ['Gross weight (lb)', toFixed3(c.grossWeight)],
      ['Net weight (lb)', toFixed3(c.netWeight)],
      ['Cube (cu ft)', toFixed3(c.volume)],
      ['Ti × Hi', c.tixHl],
      ['Primary packaging', c.primaryPackaging],
      ['Secondary packaging', c.secondaryPackaging],
    ],
    [1, 2],
  );

  const n = product.nutrition;
  section(doc, 'Nutrition facts');
  paragraph(
    doc,
    `Serving size ${n.serviceSizeHouseholding} (${n.serviceSizeValue}) · Servings per container ${servingsPerContainer(c, n)}`,
  );
  doc.moveDown(0.3);
  table(
    doc,
    [
      ['Nutrient', 'Amount per serving', '% Daily Value'],
      ...NUTRIENT_ROWS.map((row) => [
        row.label,
        formatNutrientAmount(n, row.key),
        row.key === 'caloriesVal' ? '' : formatNutrientPercent(n, row.key),
      ]),
    ],
    [2, 1, 1],
    { header: true },
  );
  return finish(doc, options);
}

// ——— recipe and plus-one cards ———

/** One ingredient line as text: amount, unit name, ingredient (or its product's name) and notes. */
export function ingredientLine(
  item: Pick<RecipeIngredient, 'amount' | 'weight' | 'ingredient' | 'notes' | 'productId'>,
  lookups: RenderLookups,
): string {
  const unit = item.weight ? (lookups.uoms[item.weight] ?? item.weight) : '';
  const product = item.productId ? lookups.productNames[item.productId] : undefined;
  const name = item.ingredient || product || '';
  return (
    [item.amount, unit, name].filter((part) => part !== '').join(' ') + (item.notes ? `, ${item.notes}` : '')
  );
}

function plainStep(text: string): string {
  return splitBracketed(text)
    .map((segment) => segment.text)
    .join('');
}

function recipeSteps(steps: RecipeStep[]): string[] {
  return steps.map((step) => plainStep(step.step));
}

/** Recipe card: title, categories, ingredients, steps, sub-recipes and the featured products. */
export function renderRecipeCard(
  recipe: Recipe,
  lookups: RenderLookups,
  options: RenderOptions,
): Promise<Buffer> {
  const doc = newDocument(recipe.title, 'Recipe card', options);
  const categories = [...recipe.courses, ...recipe.dishes].map((item) => item.title).join(' · ');
  header(doc, 'Recipe', recipe.title, categories);
  if (recipe.label && recipe.label !== recipe.title) paragraph(doc, recipe.label);
  section(doc, 'Ingredients');
  bullets(
    doc,
    recipe.ingredients.map((item) => ingredientLine(item, lookups)),
  );
  section(doc, 'Directions');
  bullets(doc, recipeSteps(recipe.steps), true);
  for (const sub of recipe.subRecipes) {
    section(doc, sub.title);
    bullets(
      doc,
      sub.ingredients.map((item) => ingredientLine(item, lookups)),
    );
    doc.moveDown(0.2);
    bullets(doc, recipeSteps(sub.steps), true);
  }
  if (recipe.related.products.length > 0) {
    section(doc, 'Featured products');
    bullets(
      doc,
      recipe.related.products.map((product) => `${product.title} (${product.code})`),
    );
  }
  return finish(doc, options);
}

/** Plus-one ('Make it your own') card: title, ingredients, directions and the products it uses. */
export function renderPlusOneCard(
  plusOne: PlusOne,
  lookups: RenderLookups,
  options: RenderOptions,
): Promise<Buffer> {
  const title = plusOne.details.title || plusOne.title;
  const doc = newDocument(title, 'Make it your own', options);
  header(doc, 'Make it your own', title, plusOne.label !== title ? plusOne.label : undefined);
  section(doc, 'Ingredients');
  bullets(
    doc,
    plusOne.details.ingredients.map((item) => ingredientLine(item, lookups)),
  );
  section(doc, 'Directions');
  bullets(doc, plusOne.steps.map(plainStep), true);
  if (plusOne.related.products.length > 0) {
    section(doc, 'Featured products');
    bullets(
      doc,
      plusOne.related.products.map((product) => `${product.title} (${product.code})`),
    );
  }
  return finish(doc, options);
}

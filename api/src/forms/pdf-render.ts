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
import PDFDocument from 'pdfkit';
import { sourceSans } from './fonts';

/**
 * Page layouts of the three PDFs (product spec sheet, recipe card, plus-one card). Text is set in Source Sans 3
 * (the WOFF files of `@fontsource/source-sans-3`, unwrapped to TTF once; pdfkit embeds a subset), so '−', '½', '°' and curly quotes print
 * as they do on the page; the standard Helvetica would drop anything outside WinAnsi.
 */

const ACCENT = '#8a1c1c';
const MUTED = '#555555';
const MARGIN = 48;

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

type Doc = PDFKit.PDFDocument;

function newDocument(title: string, subject: string, options: RenderOptions): Doc {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    compress: options.compress,
    bufferPages: true,
    info: { Title: title, Subject: subject, Author: defaultBrand.name, Creator: defaultBrand.name },
  });
  const fonts = sourceSans();
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.font('regular');
  return doc;
}

function finish(doc: Doc, options: RenderOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const range = doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index += 1) {
      doc.switchToPage(index);
      // Writing below the bottom margin would make pdfkit open a new page; lift the margin for the footer.
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const y = doc.page.height - MARGIN + 16;
      doc
        .font('regular')
        .fontSize(8)
        .fillColor(MUTED)
        .text(
          `${defaultBrand.name} · ${defaultBrand.phone} · ${defaultBrand.hours} · ${options.publicUrl}`,
          MARGIN,
          y,
          { width: doc.page.width - 2 * MARGIN - 60, lineBreak: false },
        )
        .text(`Page ${index - range.start + 1} of ${range.count}`, doc.page.width - MARGIN - 60, y, {
          width: 60,
          align: 'right',
          lineBreak: false,
        });
      doc.page.margins.bottom = bottom;
    }
    doc.end();
  });
}

function header(doc: Doc, kicker: string, title: string, subtitle?: string): void {
  doc
    .font('bold')
    .fontSize(9)
    .fillColor(ACCENT)
    .text(`${defaultBrand.name.toUpperCase()} · ${kicker.toUpperCase()}`);
  doc.moveDown(0.3);
  doc.font('bold').fontSize(22).fillColor('#111111').text(title);
  if (subtitle !== undefined && subtitle !== '') {
    doc.font('regular').fontSize(11).fillColor(MUTED).text(subtitle);
  }
  const y = doc.y + 6;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(1.5)
    .strokeColor(ACCENT)
    .stroke();
  doc.y = y + 10;
  doc.x = MARGIN;
}

function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function section(doc: Doc, title: string): void {
  ensureSpace(doc, 48);
  doc.moveDown(0.6);
  doc.x = MARGIN;
  doc.font('bold').fontSize(12).fillColor(ACCENT).text(title);
  doc.moveDown(0.2);
  doc.font('regular').fontSize(10).fillColor('#111111');
}

function paragraph(doc: Doc, text: string): void {
  doc.x = MARGIN;
  doc
    .font('regular')
    .fontSize(10)
    .fillColor('#111111')
    .text(text === '' ? '—' : text, { width: contentWidth(doc) });
}

function contentWidth(doc: Doc): number {
  return doc.page.width - 2 * MARGIN;
}

/** Rows of label/value cells; `columns` gives each column's share of the width. */
function table(doc: Doc, rows: string[][], columns: number[], options: { header?: boolean } = {}): void {
  const width = contentWidth(doc);
  const total = columns.reduce((sum, share) => sum + share, 0);
  const widths = columns.map((share) => (share / total) * width);
  rows.forEach((row, rowIndex) => {
    const bold = options.header === true && rowIndex === 0;
    doc.font(bold ? 'bold' : 'regular').fontSize(9.5);
    const height =
      Math.max(...row.map((cell, index) => doc.heightOfString(cell, { width: (widths[index] ?? 0) - 8 }))) +
      6;
    ensureSpace(doc, height);
    const top = doc.y;
    if (rowIndex % 2 === 1) doc.rect(MARGIN, top, width, height).fill('#f3eeee');
    let x = MARGIN;
    row.forEach((cell, index) => {
      const cellWidth = widths[index] ?? 0;
      doc
        .fillColor('#111111')
        .font(bold || (index === 0 && columns.length > 1) ? 'bold' : 'regular')
        .text(cell, x + 4, top + 3, {
          width: cellWidth - 8,
          align: index > 0 && columns.length > 2 ? 'right' : 'left',
        });
      x += cellWidth;
    });
    doc.y = top + height;
  });
  doc.x = MARGIN;
}

function bullets(doc: Doc, items: string[], numbered = false): void {
  items.forEach((item, index) => {
    ensureSpace(doc, 16);
    doc.x = MARGIN;
    doc
      .font('regular')
      .fontSize(10)
      .fillColor('#111111')
      .text(`${numbered ? `${index + 1}.` : '•'}  ${item}`, { width: contentWidth(doc), indent: 0 });
    doc.moveDown(0.15);
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
  header(
    doc,
    'Product specification sheet',
    product.name,
    `Item ${product.productCode} · ${productSizeLabel(product)}`,
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

function ingredientLine(
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

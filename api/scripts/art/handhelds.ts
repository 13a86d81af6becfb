/**
 * Handhelds in side view on a plate or board: burgers, chicken and breakfast sandwiches, sliders, deli sandwiches
 * on sliced bread, subs on long rolls and hot dogs. The layers come from the recipe's ingredients.
 */
import { circle, type Ctx, dots, ellipse, f, g, line, path, rect, use } from './core';
import { type DishInfo, words } from './dish';
import * as L from './layers';
import { darken, FOOD, lighten, P, type Sauce } from './palette';
import { piece } from './pieces';
import { board, plate, type PlateStyle } from './surface';

const CHEESE: [RegExp, string][] = [
  [/american/, '#f4a928'],
  [/swiss|provolone|white cheddar|mozzarella/, '#f6e8b8'],
  [/pepper jack/, '#f3e2a2'],
  [/cheddar/, '#f09a2e'],
  [/cheese(?! dressing)/, '#f3b52c'],
];

/** The fillings between the bread, bottom to top, from the ingredients. */
function fillings(d: DishInfo): L.LayerFn[] {
  const w = words(d);
  const out: L.LayerFn[] = [];
  const xs = [d.main, ...d.extras].join(' | ');
  if (/lettuce|arugula|greens|spinach|romaine/.test(xs))
    out.push(
      L.greens(
        /arugula|spinach/.test(xs) ? '#4f8a2c' : /shredded|iceberg/.test(xs) ? '#a6cf62' : FOOD.lettuce,
      ),
    );
  if (/sprout/.test(xs)) out.push(L.greens('#d6e09a'));
  if (/slaw/.test(xs)) out.push(L.filling('#eef0d8', 18, '#e07a2e'));
  if (/tomato/.test(xs)) out.push(L.tomatoSlices);
  if (/cucumber/.test(xs)) out.push(L.chips('#5a8f34', '#d9ecb0', 4));

  const patties = /patties|balls/.test(d.main) ? 2 : 1;
  const cheeseColor = CHEESE.find(([re]) => re.test(xs))?.[1];
  const proteinLayer = protein(d, w);
  for (let i = 0; i < patties; i++) {
    if (proteinLayer) out.push(proteinLayer);
    if (cheeseColor && (i === patties - 1 || patties > 1)) out.push(L.cheese(cheeseColor));
  }
  if (/sausage patty/.test(xs)) out.push(L.patty('#8e4e2e', 26));
  if (/egg/.test(xs) && !/egg/.test(d.main)) out.push(L.eggLayer);
  if (/bacon/.test(xs)) out.push(L.bacon);
  if (/mushroom/.test(xs)) out.push(L.filling('#8a6446', 16, '#b89572'));
  if (/caramelized/.test(xs)) out.push(L.filling('#a8652a', 12, '#d9a060'));
  if (/crispy onion/.test(xs)) out.push(L.filling('#d99a48', 20, '#f3c67a'));
  if (/kimchi/.test(xs)) out.push(L.filling('#d9482e', 14, '#f4b39a'));
  if (/sauerkraut/.test(xs)) out.push(L.filling('#eee2ae', 14, '#d4c27a'));
  if (/roasted red pepper/.test(xs)) out.push(L.filling('#d63b2a', 10, '#f07a5a'));
  if (/avocado/.test(xs)) out.push(L.avocadoSlices);
  if (/pickle/.test(xs)) out.push(L.chips(FOOD.pickle, '#c9d98a'));
  if (/jalape/.test(xs)) out.push(L.chips('#3f8a2c', '#b9d98a', 4));
  if (/banana pepper/.test(xs)) out.push(L.chips('#e3d35a', '#f8f0a0', 4));
  if (/white onion|red onion/.test(xs) && !/caramelized|crispy/.test(xs))
    out.push(L.chips(/red/.test(xs) ? FOOD.redOnion : '#f3ece0', '#ffffff', 3));
  return out;
}

function protein(d: DishInfo, w: string): L.LayerFn | null {
  const m = d.main;
  if (/egg/.test(m)) {
    return /chicken/.test(d.title.toLowerCase()) ? L.friedChicken : L.eggLayer;
  }
  if (/turkey patty/.test(m)) return L.patty('#8a5a3a');
  if (/plant-based/.test(m)) return L.patty('#6e5030');
  if (/brisket/.test(m)) return L.patty('#4a2616');
  if (/beef|chuck/.test(m) && /patt|ball/.test(m)) return L.patty();
  if (/crab/.test(m)) return L.patty(FOOD.crab, 36);
  if (/pulled pork|mojo|carnitas/.test(m)) return L.filling('#9a5a32', 34, '#c98a5a');
  if (/prime rib|roast beef/.test(m)) return L.filling('#a8504a', 26, '#d98a7a');
  if (/corned beef/.test(m)) return L.filling('#c0584a', 28, '#e8a090');
  if (/turkey/.test(m)) return L.filling('#efd6b8', 22, '#f8e8d4');
  if (/ham/.test(m)) return L.filling('#eea09a', 20, '#f8c8c0');
  if (/salami/.test(m)) return L.filling('#b23a3a', 14, '#f2c9b5');
  if (/shrimp/.test(m)) return L.filling('#e98a50', 30, '#f8c08a');
  if (/cooked chicken/.test(m)) return L.filling('#f3e4bf', 34, '#b9cf7a');
  if (/grilled chicken/.test(m)) return L.grilledChicken;
  if (/chicken|thigh/.test(m) || /crispy|fried/.test(w)) return L.friedChicken;
  if (/bacon/.test(m)) return L.bacon;
  return null;
}

function bunKind(d: DishInfo): string {
  const b = `${d.base} ${d.title}`.toLowerCase();
  if (/slider/.test(b)) return 'slider';
  if (/pretzel/.test(b)) return 'pretzel';
  if (/potato bun/.test(b)) return 'potato';
  if (/sesame/.test(b)) return 'sesame';
  if (/whole wheat/.test(b)) return 'wheat';
  if (/onion roll/.test(b)) return 'onion';
  if (/ciabatta/.test(b)) return 'ciabatta';
  if (/biscuit/.test(b)) return 'biscuit';
  if (/english muffin|muffin/.test(b)) return 'muffin';
  if (/croissant/.test(b)) return 'croissant';
  return 'brioche';
}

function plateStyle(ctx: Ctx): PlateStyle {
  return ctx.r.pick(['porcelain', 'porcelain', 'stoneware', 'green', 'terracotta'] as const);
}

/** A burger, chicken or breakfast sandwich on a plate; sliders are three small ones on a board. */
export function burger(ctx: Ctx, d: DishInfo): string {
  const bun = bunKind(d);
  const layers = [L.bunBottom(bun), ...fillings(d), L.sauceLayer(d.sauce), L.bunTop(bun)];
  if (bun === 'slider') {
    // One slider, drawn once and served three times.
    const slider = ctx.def('sl', () => `<g id="sl">${L.stack(ctx, layers, 150).svg}</g>`);
    const one = (x: number, y: number, s: number): string => use(slider, x, y, 0, s);
    return (
      board(0, 40, 520, 230) +
      one(-150, 40, 0.95) +
      one(150, 40, 0.95) +
      one(0, 78, 1.05) +
      piece(ctx, 'pickle', -230, 100, 1.3, 20) +
      piece(ctx, 'pickle', 215, 120, 1.3, -40)
    );
  }
  const s = L.stack(ctx, layers, 250);
  return plate(0, 30, 250, plateStyle(ctx)) + g(s.svg, 0, 48, 1.15);
}

const BREAD: Record<string, [string, string]> = {
  rye: ['#c69a68', '#6e4424'],
  sourdough: ['#f0dcae', '#b0773a'],
  texas: ['#efc98a', '#c4823c'],
  white: ['#f6e7c4', '#d09a50'],
};

/** A slice of bread seen from the side (crust all round). */
function slice(kind: string, top: boolean): L.LayerFn {
  const [crumb, crust] = BREAD[kind] ?? BREAD.white ?? ['#f6e7c4', '#d09a50'];
  return (_ctx, y, w) => {
    const h = kind === 'texas' ? 34 : 26;
    const x = -w / 2;
    const d = top
      ? `M${f(x)} ${f(y)}V${f(y - h + 8)}Q${f(x)} ${f(y - h - 6)} ${f(x + 24)} ${f(y - h)}H${f(-x - 24)}Q${f(-x)} ${f(y - h - 6)} ${f(-x)} ${f(y - h + 8)}V${f(y)}Z`
      : `M${f(x)} ${f(y - h)}H${f(-x)}V${f(y - 6)}Q${f(-x)} ${f(y)} ${f(-x - 8)} ${f(y)}H${f(x + 8)}Q${f(x)} ${f(y)} ${f(x)} ${f(y - 6)}Z`;
    const swirl =
      kind === 'rye' ? line(`M${f(x + 20)} ${f(y - h / 2)}q30 -8 60 0t60 0 60 0`, '#5a361c', 3, 0.5) : '';
    return {
      h: h - 2,
      svg: path(d, crust) + rect(x + 6, y - h + (top ? 6 : 5), w - 12, h - 11, crumb, 6) + swirl,
    };
  };
}

/** A deli sandwich on sliced bread, cut in two: the back half leans behind the front one. */
export function deli(ctx: Ctx, d: DishInfo): string {
  const b = d.base.toLowerCase();
  const bread = /rye/.test(b)
    ? 'rye'
    : /sourdough/.test(b)
      ? 'sourdough'
      : /texas/.test(b)
        ? 'texas'
        : 'white';
  const layers = [slice(bread, false), ...fillings(d), L.sauceLayer(d.sauce), slice(bread, true)];
  const back = L.stack(ctx, layers, 200);
  const front = L.stack(ctx, layers, 220);
  const pick = /club/.test(d.title.toLowerCase())
    ? line(`M0 ${f(front.top - 30)}V${f(front.top + 40)}`, '#e8d2a0', 4) +
      circle(0, front.top - 34, 10, '#5a7a2a') +
      circle(-3, front.top - 37, 3, '#ffffff', 0.4)
    : '';
  return (
    plate(0, 30, 250, plateStyle(ctx)) +
    g(back.svg, 70, 10, 0.95) +
    g(path('M-120 0h240v-8h-240z', P.ink, 0.12), -40, 52) +
    g(front.svg + pick, -55, 52)
  );
}

/** A long roll (sub, po' boy, Cuban, bratwurst) on a board, fillings spilling out. */
export function sub(ctx: Ctx, d: DishInfo): string {
  const b = d.base.toLowerCase();
  const kind = /french/.test(b) ? 'french' : /cuban/.test(b) ? 'cuban' : 'hoagie';
  const layers = [L.bunBottom(kind), ...fillings(d), L.sauceLayer(d.sauce), L.bunTop(kind)];
  const s = L.stack(ctx, layers, 400);
  const slashes =
    kind === 'french'
      ? [-120, -40, 40, 120]
          .map((x) => line(`M${x - 14} ${f(s.top + 24)}l28 -10`, '#f3d49a', 5, 0.9))
          .join('')
      : kind === 'cuban'
        ? [-150, -75, 0, 75, 150].map((x) => line(`M${x} ${f(s.top + 8)}v20`, '#9a6a34', 3, 0.5)).join('')
        : '';
  return board(0, 40, 560, 240) + g(s.svg + slashes, 0, 70, 1) + piece(ctx, 'pickle', 230, 110, 1.6, 30);
}

/** A hot dog or bratwurst in its bun, dressed with mustard in the sauce's colour and the toppings. */
export function hotdog(ctx: Ctx, d: DishInfo): string {
  const w = 400;
  const x = -w / 2;
  const bunC = /poppy/.test(d.base) ? '#dca15a' : '#d59a4e';
  const sausage = /brat/.test(d.main) ? '#b98256' : FOOD.sausage;
  let tops = '';
  const xs = d.extras.join(' | ');
  if (/sauerkraut/.test(xs)) tops += L.filling('#eee2ae', 22, '#d4c27a')(ctx, -86, 340).svg;
  if (/caramelized/.test(xs)) tops += L.filling('#a8652a', 16, '#d9a060')(ctx, -104, 300).svg;
  if (/pickle spear/.test(xs))
    tops +=
      rect(x + 40, -124, w - 100, 22, darken(FOOD.pickle, 0.15), 11) +
      rect(x + 40, -126, w - 104, 18, FOOD.pickle, 9) +
      line(`M${f(x + 56)} -118h${f(w - 140)}`, '#c9d98a', 4, 0.8);
  if (/tomato/.test(xs))
    for (const t of [-0.3, -0.02, 0.26])
      tops +=
        path(`M${f(t * w - 22)} -98q22 -34 44 0z`, darken(FOOD.tomato, 0.15)) +
        path(`M${f(t * w - 17)} -100q17 -24 34 0z`, '#ee6a4f');
  if (/relish/.test(xs))
    for (let i = 0; i < 26; i++)
      tops += piece(ctx, 'relish', x + 40 + ctx.r() * (w - 80), -100 - ctx.r() * 10, 2, ctx.r() * 90);
  if (/white onion/.test(xs))
    for (let i = 0; i < 16; i++)
      tops += rect(x + 50 + ctx.r() * (w - 100), -104 - ctx.r() * 10, 8, 8, '#f6f1e6', 2);
  if (/sport pepper/.test(xs))
    for (const t of [-0.14, 0.2])
      tops +=
        ellipse(t * w, -124, 22, 8, '#6f9a2a', 1, -12) + ellipse(t * w - 6, -127, 12, 3, '#a9c96a', 0.8, -12);
  const zig =
    `M${f(x + 10)} -104` +
    Array.from({ length: 10 }, (_, i) => `L${f(x + 36 + i * 38)} ${i % 2 ? -92 : -116}`).join('');
  const poppy = /poppy/.test(d.base)
    ? dots(
        Array.from({ length: 34 }, () => [x + 30 + ctx.r() * (w - 60), -12 - ctx.r() * 44] as const),
        1.6,
        P.ink,
        0.85,
      )
    : '';
  const front = `M${f(x - 10)} -70Q${f(x - 14)} 0 ${f(x + 40)} 0H${f(-x - 40)}Q${f(-x + 14)} 0 ${f(-x + 10)} -70Q0 -52 ${f(x - 10)} -70Z`;
  return (
    board(0, 40, 580, 240) +
    g(
      path(
        `M${f(x - 6)} -70Q${f(x - 4)} -118 ${f(x + 40)} -112H${f(-x - 40)}Q${f(-x + 4)} -118 ${f(-x + 6)} -70Z`,
        darken(bunC, 0.14),
      ) +
        rect(-250, -112, 500, 50, darken(sausage, 0.25), 25) +
        rect(-250, -116, 496, 46, sausage, 23) +
        line('M-230 -104H210', lighten(sausage, 0.4), 5, 0.55) +
        tops +
        line(zig, d.sauce.shade, 12) +
        line(zig, d.sauce.base, 8) +
        ctx.twice(front, darken(bunC, 0.12), bunC, 2, 3) +
        ellipse(x + 90, -40, 70, 12, '#ffffff', 0.2, -4) +
        poppy,
      0,
      96,
      1.1,
    )
  );
}

export type { Sauce };

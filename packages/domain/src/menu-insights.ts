/**
 * The menu-insight pages' entries as the API's PDFs use them: each page's copy (menu-insight-copy.ts, what the
 * page shows) with the sections of its two downloads, the insights report and the brochure (spec §2.13). The site
 * renders the pages from the same copy and the API renders the downloadable PDFs from these entries, so page and
 * file never disagree.
 */

import {
  MENU_INSIGHT_COPY,
  type InsightDocumentHead,
  type MenuInsightCopy,
  type MenuInsightFileKind,
} from './menu-insight-copy.js';
import { MENU_INSIGHT_SLUGS, type MenuInsightSlug } from './menu-insight-slugs.js';

export { MENU_INSIGHT_SLUGS, menuInsightPath, type MenuInsightSlug } from './menu-insight-slugs.js';
export {
  MENU_INSIGHT_COPY,
  MENU_INSIGHT_FILE_KINDS,
  menuInsightCopyByPath,
  menuInsightListIds,
  type InsightDocumentHead,
  type InsightStatistic,
  type MenuInsightCopy,
  type MenuInsightFileKind,
} from './menu-insight-copy.js';

export interface InsightDocumentSection {
  heading: string;
  points: string[];
}

/** A downloadable PDF: its link text is the title; the sections are its body. */
export interface InsightDocument extends InsightDocumentHead {
  sections: InsightDocumentSection[];
}

/** A page's copy with the bodies of its two downloads. */
export interface MenuInsight extends Omit<MenuInsightCopy, 'insights' | 'brochure'> {
  insights: InsightDocument;
  brochure: InsightDocument;
}

/** The bodies of each page's two downloads. */
const SECTIONS: Readonly<
  Record<MenuInsightSlug, { insights: InsightDocumentSection[]; brochure: InsightDocumentSection[] }>
> = {
  burgers: {
    insights: [
      {
        heading: 'What guests want',
        points: [
          'Smash burgers and double stacks lead new burger launches.',
          'Guests trade up for a sauce they cannot make at home.',
          'Veggie and turkey burgers keep mixed groups at the table.',
        ],
      },
      {
        heading: 'Put it on your menu',
        points: [
          'Swap plain mayo for Boom Boom Sauce or Dill Pickle Aioli.',
          'Name the sauce on the menu: named sauces lift burger mix.',
          'Offer a sauce flight with fries for a simple add-on sale.',
        ],
      },
    ],
    brochure: [
      {
        heading: 'Sauces to try',
        points: [
          'Boom Boom Sauce: sweet, smoky heat for smash burgers.',
          'Dill Pickle Aioli: a deli-pickle punch for double cheeseburgers.',
          "Marlow's Signature Bistro Sauce: a steakhouse finish for mushroom Swiss.",
          'Thousand Island Dressing: the classic special sauce.',
        ],
      },
      {
        heading: 'Chef build ideas',
        points: [
          'Avocado ranch turkey burger with pepper jack.',
          'Steakhouse bleu burger with crispy onions.',
          'Green goddess veggie burger on a brioche bun.',
        ],
      },
    ],
  },
  wings: {
    insights: [
      {
        heading: 'What guests want',
        points: [
          'A mild, a medium and a hot sauce cover most tables.',
          'Sweet heat is the fastest-growing flavor on wings.',
          'Ranch and bleu cheese are expected with every order.',
        ],
      },
      {
        heading: 'Put it on your menu',
        points: [
          'Toss to order in Buffalo Wing Sauce or Honey Sriracha Sauce.',
          'Sell extra dips in cups for takeout and delivery.',
          'Rotate a limited-time flavor each season.',
        ],
      },
    ],
    brochure: [
      {
        heading: 'Sauces to try',
        points: [
          'Buffalo Wing Sauce: the classic, cayenne-forward toss.',
          'Honey Sriracha Sauce: sweet heat that clings.',
          'Ranch Dressing and Bleu Cheese Dressing for dipping.',
        ],
      },
      {
        heading: 'Chef tips',
        points: [
          'Use about 2 fl oz of sauce per pound of cooked wings.',
          'Toss hot wings in a warm bowl so the sauce coats evenly.',
          'Finish garlic parmesan wings with grated cheese after tossing.',
        ],
      },
    ],
  },
  salads: {
    insights: [
      {
        heading: 'What guests want',
        points: [
          'Entrée salads with grilled chicken or steak lead salad sales.',
          'Herb-forward dressings such as green goddess are on the rise.',
          'Wedge and Cobb salads remain steakhouse favorites.',
        ],
      },
      {
        heading: 'Put it on your menu',
        points: [
          'Pair each salad with a named dressing on the menu.',
          'Offer dressing cups for takeout salads.',
          'Grill iceberg wedges for a warm, smoky twist.',
        ],
      },
    ],
    brochure: [
      {
        heading: 'Dressings to try',
        points: [
          'Caesar Dressing: rich, garlicky and classic.',
          'Ranch Dressing: the crowd favorite for Cobb salads.',
          'Balsamic Vinaigrette: bright and sweet for spinach and berries.',
          'Green Goddess Dressing: herbs and lemon for wedges and grain salads.',
        ],
      },
      {
        heading: 'Chef pairing ideas',
        points: [
          'Strawberry spinach salad with balsamic vinaigrette.',
          'Southwest chicken salad with ranch and tortilla strips.',
          'Asian chicken salad with crunchy wontons.',
        ],
      },
    ],
  },
  pizza: {
    insights: [
      {
        heading: 'What guests want',
        points: [
          'Dipping sauces are expected with delivery pizza.',
          'Chicken bacon ranch and buffalo chicken lead specialty pies.',
          'Sweet-savory drizzles make flatbreads feel premium.',
        ],
      },
      {
        heading: 'Put it on your menu',
        points: [
          'Offer ranch and Boom Boom Sauce in cups with every delivery order.',
          'Finish fig and prosciutto flatbread with balsamic fig glaze.',
          'Try a dill pickle pizza as a limited-time special.',
        ],
      },
    ],
    brochure: [
      {
        heading: 'Sauces to try',
        points: [
          'Ranch Dressing: the number-one pizza dip.',
          'Boom Boom Sauce: sweet heat for chicken pizzas.',
          "Marlow's Signature Balsamic Fig Glaze: a finishing drizzle in a bar bottle.",
          'Dill Pickle Aioli: a tangy base for a pickle pie.',
        ],
      },
      {
        heading: 'Serving ideas',
        points: [
          'Sell a three-dip sampler with large pizzas.',
          'Drizzle glaze after baking so it stays glossy.',
          'Portion dips in 2 oz cups for delivery.',
        ],
      },
    ],
  },
  'breakfast-sandwiches': {
    insights: [
      {
        heading: 'What guests want',
        points: [
          'Biscuits and croissants are the breads of choice.',
          'Crispy chicken has become a breakfast protein.',
          'Sweet heat wakes up a classic bacon, egg and cheese.',
        ],
      },
      {
        heading: 'Put it on your menu',
        points: [
          "Add Marlow's Signature Chick'n Dip'n Sauce to a crispy chicken biscuit.",
          'Spread Avocado Ranch Dressing on an egg-white sandwich.',
          'Serve breakfast sandwiches past 11 AM to catch late risers.',
        ],
      },
    ],
    brochure: [
      {
        heading: 'Sauces to try',
        points: [
          "Marlow's Signature Chick'n Dip'n Sauce for crispy chicken biscuits.",
          'Avocado Ranch Dressing for egg and turkey sandwiches.',
          'Honey Mustard Dressing for sausage and egg muffins.',
          'Boom Boom Sauce for bacon, egg and cheese croissants.',
        ],
      },
      {
        heading: 'Build ideas',
        points: [
          'Hot honey chicken biscuit with pickles.',
          'Avocado ranch breakfast sandwich on multigrain.',
          'Bacon, egg and Boom Boom croissant.',
        ],
      },
    ],
  },
  'chicken-sandwiches': {
    insights: [
      {
        heading: 'What guests want',
        points: [
          'Crispy, craggy breading and a soft brioche bun.',
          'Nashville hot is the heat level guests ask for by name.',
          'Pickles, in the sandwich or in the sauce.',
        ],
      },
      {
        heading: 'Put it on your menu',
        points: [
          "Offer a classic with Marlow's Signature Chick'n Dip'n Sauce and a spicy one with Nashville Hot Sauce.",
          'Spread Dill Pickle Aioli on both sides of the bun.',
          'Add a grilled bistro sandwich for lighter appetites.',
        ],
      },
    ],
    brochure: [
      {
        heading: 'Sauces to try',
        points: [
          "Marlow's Signature Chick'n Dip'n Sauce: tangy, sweet and creamy.",
          'Nashville Hot Sauce: cayenne heat with a brown sugar finish.',
          'Honey Mustard Dipping Sauce for tenders on the side.',
          'Dill Pickle Aioli for a crunchy pickle flavor.',
        ],
      },
      {
        heading: 'Chef builds',
        points: [
          "Chick'n Dip'n club with bacon and tomato.",
          'Boom Boom crispy chicken sandwich with slaw.',
          'Grilled chicken bistro sandwich on ciabatta.',
        ],
      },
    ],
  },
  fries: {
    insights: [
      {
        heading: 'What guests want',
        points: [
          'A choice of dips, not just ketchup.',
          'Loaded fries to share at the bar.',
          'Waffle and crinkle cuts for more sauce in every bite.',
        ],
      },
      {
        heading: 'Put it on your menu',
        points: [
          'Charge for a second dip: guests expect it.',
          'Drizzle Boom Boom Sauce over loaded fries.',
          'Serve Garlic Aioli with parmesan fries.',
        ],
      },
    ],
    brochure: [
      {
        heading: 'Dips to try',
        points: [
          'Boom Boom Sauce: sweet and spicy for loaded fries.',
          'Garlic Aioli: rich and garlicky for parmesan fries.',
          "Marlow's Signature Chick'n Dip'n Sauce for chicken fries.",
          'Dill Pickle Aioli for waffle fries.',
        ],
      },
      {
        heading: 'Serving ideas',
        points: [
          'Offer a dip trio with a large basket.',
          'Portion dips in cups for delivery so fries stay crisp.',
          'Top buffalo fries with ranch and scallions.',
        ],
      },
    ],
  },
  tacos: {
    insights: [
      {
        heading: 'What guests want',
        points: [
          'Korean, Caribbean and Baja flavors alongside the classics.',
          'Shrimp and fish tacos with a creamy sauce.',
          'Plant-based fillings such as buffalo cauliflower.',
        ],
      },
      {
        heading: 'Put it on your menu',
        points: [
          'Finish Korean BBQ beef tacos with Gochujang Sauce.',
          'Drizzle Creamy Chipotle Sauce over Baja fish tacos.',
          'Run a taco Tuesday trio with three sauces.',
        ],
      },
    ],
    brochure: [
      {
        heading: 'Sauces to try',
        points: [
          'Creamy Chipotle Sauce: smoky and mild.',
          'Avocado Ranch Dressing: cool and creamy.',
          'Gochujang Sauce: sweet, savory Korean chili heat.',
          'Cilantro Lime Dressing: bright and herby.',
        ],
      },
      {
        heading: 'Chef pairings',
        points: [
          'Carnitas tacos with cilantro lime.',
          'Chicken tinga tacos with avocado ranch.',
          'Steak tacos with green goddess.',
        ],
      },
    ],
  },
  deli: {
    insights: [
      {
        heading: 'What guests want',
        points: [
          'Pressed and toasted sandwiches on pretzel rolls and rye.',
          'Bold spreads on every sandwich.',
          'Classic builds such as the Reuben and the Italian sub.',
        ],
      },
      {
        heading: 'Put it on your menu',
        points: [
          "Spread Marlow's Signature Brewpub-Style Mustard on ham and Swiss.",
          'Pair roast beef with Creamy Horseradish Sauce.',
          'Use Real Mayonnaise as the base for house spreads.',
        ],
      },
    ],
    brochure: [
      {
        heading: 'Spreads to try',
        points: [
          "Marlow's Signature Brewpub-Style Mustard: coarse and malty.",
          'Thousand Island Dressing for Reubens.',
          'Creamy Horseradish Sauce for roast beef.',
          'Real Mayonnaise for clubs and wraps.',
        ],
      },
      {
        heading: 'Sandwich ideas',
        points: [
          'Turkey avocado ranch club.',
          'Italian sub with zesty Italian.',
          'Brewpub ham and Swiss on a pretzel roll.',
        ],
      },
    ],
  },
  seafood: {
    insights: [
      {
        heading: 'What guests want',
        points: [
          'Fried shrimp and fish baskets with classic sauces.',
          'Boom Boom shrimp as a shareable starter.',
          'Lighter plates such as salmon and shrimp salads.',
        ],
      },
      {
        heading: 'Put it on your menu',
        points: [
          'Serve Cocktail Sauce and Tartar Sauce with every basket.',
          'Toss fried shrimp in Boom Boom Sauce.',
          'Add Cajun Remoulade Sauce to po’ boys and fish tacos.',
        ],
      },
    ],
    brochure: [
      {
        heading: 'Sauces to try',
        points: [
          'Cocktail Sauce: horseradish bite for shrimp.',
          'Tartar Sauce: the fish-and-chips classic.',
          'Cajun Remoulade Sauce: spicy and tangy.',
          'Boom Boom Sauce: sweet heat for fried shrimp.',
        ],
      },
      {
        heading: 'Serving ideas',
        points: [
          'Blackened salmon with dill pickle aioli.',
          'Shrimp Louie salad for lunch menus.',
          'Portion sauces in cups for takeout baskets.',
        ],
      },
    ],
  },
  bowls: {
    insights: [
      {
        heading: 'What guests want',
        points: [
          'Asian and Mediterranean flavors lead new bowls.',
          'Choice of base, protein and sauce.',
          'Fresh, colorful toppings.',
        ],
      },
      {
        heading: 'Put it on your menu',
        points: [
          'Drizzle Gochujang Sauce over bulgogi rice bowls.',
          'Dress poke bowls with Sesame Ginger Dressing.',
          'Offer Green Goddess Dressing for Mediterranean bowls.',
        ],
      },
    ],
    brochure: [
      {
        heading: 'Sauces to try',
        points: [
          'Sesame Ginger Dressing for poke and salmon bowls.',
          'Gochujang Sauce for Korean bowls.',
          'Green Goddess Dressing for Mediterranean bowls.',
          'Thai Peanut Sauce for noodle bowls.',
        ],
      },
      {
        heading: 'Chef builds',
        points: [
          'Teriyaki glazed salmon bowl.',
          'Southwest chicken burrito bowl.',
          'Thai peanut noodle bowl.',
        ],
      },
    ],
  },
  'stadium-staples': {
    insights: [
      {
        heading: 'What fans want',
        points: [
          'Shareable platters for the whole group.',
          'Wings, loaded fries and nachos.',
          'A dip for everything on the table.',
        ],
      },
      {
        heading: 'Put it on your menu',
        points: [
          'Build a game-day sampler with three sauces.',
          "Serve pretzel bites with Marlow's Signature Brewpub-Style Mustard.",
          'Finish nachos with Jalapeño Cilantro Sauce.',
        ],
      },
    ],
    brochure: [
      {
        heading: 'Sauces to try',
        points: [
          'Buffalo Wing Sauce and Ranch Dressing for wings.',
          'Boom Boom Sauce for loaded fries and chicken bites.',
          "Marlow's Signature Brewpub-Style Mustard for pretzels and hot dogs.",
          'Original Barbecue Sauce and Jalapeño Cilantro Sauce for nachos.',
        ],
      },
      {
        heading: 'Game-day menu ideas',
        points: ['Loaded stadium nachos.', 'Chicago-style hot dog.', 'Loaded tater tots with avocado ranch.'],
      },
    ],
  },
};

export const MENU_INSIGHTS: Readonly<Record<MenuInsightSlug, MenuInsight>> = Object.fromEntries(
  MENU_INSIGHT_SLUGS.map((slug): [MenuInsightSlug, MenuInsight] => {
    const copy = MENU_INSIGHT_COPY[slug];
    return [
      slug,
      {
        ...copy,
        insights: { ...copy.insights, sections: SECTIONS[slug].insights },
        brochure: { ...copy.brochure, sections: SECTIONS[slug].brochure },
      },
    ];
  }),
) as Record<MenuInsightSlug, MenuInsight>;

/** The entries in the spec's order. */
export const MENU_INSIGHT_LIST: readonly MenuInsight[] = MENU_INSIGHT_SLUGS.map(
  (slug) => MENU_INSIGHTS[slug],
);

export function isMenuInsightSlug(value: string): value is MenuInsightSlug {
  return (MENU_INSIGHT_SLUGS as readonly string[]).includes(value);
}

/** The entry of a slug; undefined for anything else. */
export function menuInsight(slug: string): MenuInsight | undefined {
  return isMenuInsightSlug(slug) ? MENU_INSIGHTS[slug] : undefined;
}

/** The entry whose page is at `pathname` (a trailing slash is ignored); undefined for other paths. */
export function menuInsightByPath(pathname: string): MenuInsight | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return MENU_INSIGHT_LIST.find((insight) => insight.path === path);
}

/** The URL of a page's download: `/files/insights/{slug}.pdf` or `/files/brochures/{slug}.pdf`. */
export function menuInsightFileHref(kind: MenuInsightFileKind, slug: MenuInsightSlug): string {
  return `/files/${kind}/${slug}.pdf`;
}

/** The document a download carries. */
export function menuInsightDocument(insight: MenuInsight, kind: MenuInsightFileKind): InsightDocument {
  return kind === 'insights' ? insight.insights : insight.brochure;
}

/**
 * The copy a menu-insight page shows (spec §2.13: bowls, breakfast sandwiches, burgers, chicken sandwiches, deli,
 * fries, pizza, salads, seafood, tacos, wings, stadium staples): headline, statistics, growth percentages of sauces,
 * and the title and description of its two downloads. The downloads' bodies (their sections) are in
 * menu-insights.ts, which the API's PDFs read: the page's chunk carries only what the page shows.
 * The figures are marketing copy of the fictional brand (spec: 'Statistics are marketing copy').
 */

import { MENU_INSIGHT_SLUGS, type MenuInsightSlug } from './menu-insight-slugs.js';

/** The two downloads of a page: `/files/insights/{slug}.pdf` and `/files/brochures/{slug}.pdf`. */
export const MENU_INSIGHT_FILE_KINDS = ['insights', 'brochures'] as const;

export type MenuInsightFileKind = (typeof MENU_INSIGHT_FILE_KINDS)[number];

export interface InsightStatistic {
  /** The figure as shown, e.g. '68%' or, for growth, '+38%'. */
  value: string;
  /** What the figure measures, read after the value. */
  label: string;
  /** Where the figure comes from. */
  source?: string;
}

/** A download as the page names it: its link text is the title. */
export interface InsightDocumentHead {
  title: string;
  /** One sentence under the link and on the PDF under the title. */
  description: string;
}

/** A menu-insight page's copy (`MenuInsight` is the same with the downloads' sections). */
export interface MenuInsightCopy {
  slug: MenuInsightSlug;
  /** The page's route. */
  path: string;
  /** Short name, e.g. 'Burgers'. */
  name: string;
  /** The page's h1. */
  headline: string;
  intro: string;
  /** The recipe-list preselection of 'See all recipes' (spec §2.13: state dishes or courses). */
  category: { filter: 'dishes' | 'courses'; id: string };
  statistics: InsightStatistic[];
  /** Growth of sauces on menus (shown as growth percentages). */
  sauceGrowth: InsightStatistic[];
  /** Heading of the recipe carousel. */
  recipesHeading: string;
  /** Featured counts of the curated lists `{slug}-recipes` and `{slug}-products` (spec §2.13). */
  featured: { recipes: number; products: number };
  insights: InsightDocumentHead;
  brochure: InsightDocumentHead;
  /** Analytics label the sample button hands to /get-sample as `gaFrom` (stadium staples only). */
  sampleLabel?: string;
}

const PULSE = "Marlow's Menu Pulse operator survey, 2023";
const CONSUMER = "Marlow's Menu Pulse consumer survey, 2023";
const AUDIT = "Marlow's menu audit, four-year growth on U.S. restaurant menus";

function dishes(slug: MenuInsightSlug): MenuInsightCopy['category'] {
  return { filter: 'dishes', id: slug };
}

export const MENU_INSIGHT_COPY: Readonly<Record<MenuInsightSlug, MenuInsightCopy>> = {
  burgers: {
    slug: 'burgers',
    path: '/burgers',
    name: 'Burgers',
    headline: 'Build a Better Burger',
    intro:
      'Burgers are on nearly every menu in America, which makes the sauce the fastest way to stand out. Bold spreads, aiolis and bistro sauces turn a familiar patty into a signature.',
    category: dishes('burgers'),
    statistics: [
      { value: '82%', label: 'of consumers order a burger at least once a month', source: CONSUMER },
      { value: '64%', label: 'say a signature sauce makes them more likely to order', source: CONSUMER },
      { value: '1 in 3', label: 'operators added a premium burger in the past year', source: PULSE },
    ],
    sauceGrowth: [
      { value: '+41%', label: 'sweet and spicy sauces on burgers', source: AUDIT },
      { value: '+33%', label: 'aiolis on burgers', source: AUDIT },
      { value: '+18%', label: 'pickle-flavored sauces on burgers', source: AUDIT },
    ],
    recipesHeading: 'Burger recipes',
    featured: { recipes: 6, products: 4 },
    insights: {
      title: 'Burger Menu Insights',
      description: 'What burger lovers are ordering now, and the sauces behind the fastest-growing builds.',
    },
    brochure: {
      title: 'Burger Sauce Brochure',
      description: 'Our burger sauces in one place, with build ideas from our chefs.',
    },
  },
  wings: {
    slug: 'wings',
    path: '/wings',
    name: 'Wings',
    headline: 'Wings That Win the Table',
    intro:
      'Wings are shared, sauced and ordered by the dozen. A lineup that runs from classic buffalo to sweet heat keeps every guest dipping.',
    category: dishes('wings'),
    statistics: [
      { value: '71%', label: 'of wing orders are shared by two or more guests', source: CONSUMER },
      { value: '58%', label: 'of guests want more than one sauce with their wings', source: CONSUMER },
      { value: '3.4', label: 'sauces on the average wing menu', source: PULSE },
    ],
    sauceGrowth: [
      { value: '+47%', label: 'honey sriracha and hot honey wing sauces', source: AUDIT },
      { value: '+29%', label: 'garlic parmesan wing sauces', source: AUDIT },
      { value: '+22%', label: 'tropical heat sauces such as mango habanero', source: AUDIT },
    ],
    recipesHeading: 'Wing recipes',
    featured: { recipes: 5, products: 4 },
    insights: {
      title: 'Wing Menu Insights',
      description: 'The sauces and dips driving wing orders, from classic buffalo to sweet heat.',
    },
    brochure: {
      title: 'Wing Sauce Brochure',
      description: 'Wing sauces and dipping dressings, with toss ratios from our chefs.',
    },
  },
  salads: {
    slug: 'salads',
    path: '/salads',
    name: 'Salads',
    headline: 'Salads People Crave',
    intro:
      'Guests choose salads for freshness and stay for the dressing. From Caesar to green goddess, the right dressing turns a side into an entrée.',
    category: dishes('salads'),
    statistics: [
      { value: '67%', label: 'of guests say the dressing decides which salad they order', source: CONSUMER },
      { value: '45%', label: 'of salad orders are entrée salads with a protein', source: PULSE },
      { value: '2 in 5', label: 'guests ask for dressing on the side', source: CONSUMER },
    ],
    sauceGrowth: [
      { value: '+36%', label: 'green goddess dressing on menus', source: AUDIT },
      { value: '+21%', label: 'balsamic vinaigrettes on salads', source: AUDIT },
      { value: '+12%', label: 'Caesar dressing on entrée salads', source: AUDIT },
    ],
    recipesHeading: 'Salad recipes',
    featured: { recipes: 8, products: 4 },
    insights: {
      title: 'Salad Menu Insights',
      description: 'How dressings shape salad choices, and the flavors gaining ground.',
    },
    brochure: {
      title: 'Salad Dressing Brochure',
      description: 'Our salad dressings, with pairings for every salad on your menu.',
    },
  },
  pizza: {
    slug: 'pizza',
    path: '/pizza',
    name: 'Pizza',
    headline: 'Dip, Drizzle and Deliver: Pizza',
    intro:
      'Pizza is made for sharing and, more and more, for dipping. Drizzles and dipping sauces add flavor and an easy add-on to every pie.',
    category: dishes('pizza'),
    statistics: [
      { value: '70%', label: 'of millennials like to dip pizza in sauces', source: CONSUMER },
      { value: '63%', label: 'say dips and condiments are important for adding flavor', source: CONSUMER },
      { value: '48%', label: 'of pizza operators sell dipping sauces as an add-on', source: PULSE },
    ],
    sauceGrowth: [
      { value: '+39%', label: 'ranch as a pizza dip', source: AUDIT },
      { value: '+31%', label: 'balsamic glaze drizzles on flatbreads', source: AUDIT },
      { value: '+26%', label: 'spicy sauces on specialty pizzas', source: AUDIT },
    ],
    recipesHeading: 'Pizza recipes',
    featured: { recipes: 6, products: 4 },
    insights: {
      title: 'Pizza Menu Insights',
      description: 'Why guests dip their pizza, and how sauces lift the check.',
    },
    brochure: {
      title: 'Pizza Sauce Brochure',
      description: 'Dips and drizzles for pizzas and flatbreads, with serving ideas.',
    },
  },
  'breakfast-sandwiches': {
    slug: 'breakfast-sandwiches',
    path: '/breakfast-sandwiches',
    name: 'Breakfast Sandwiches',
    headline: 'Breakfast Sandwiches, All Day',
    intro:
      'Handheld breakfasts are growing faster than any other morning item. A creamy or sweet-heat sauce makes an egg sandwich worth the trip.',
    category: dishes('breakfast-sandwiches'),
    statistics: [
      { value: '54%', label: 'of guests buy breakfast to eat on the go', source: CONSUMER },
      { value: '38%', label: 'want breakfast sandwiches served all day', source: CONSUMER },
      { value: '2×', label: 'more sauce add-ons on breakfast sandwiches than five years ago', source: PULSE },
    ],
    sauceGrowth: [
      { value: '+44%', label: 'hot honey on breakfast menus', source: AUDIT },
      { value: '+27%', label: 'avocado sauces on breakfast sandwiches', source: AUDIT },
      { value: '+15%', label: 'honey mustard on breakfast sandwiches', source: AUDIT },
    ],
    recipesHeading: 'Breakfast sandwich recipes',
    featured: { recipes: 5, products: 4 },
    insights: {
      title: 'Breakfast Sandwich Menu Insights',
      description: 'The morning handhelds guests want, and the sauces that set them apart.',
    },
    brochure: {
      title: 'Breakfast Sandwich Sauce Brochure',
      description: 'Sauces for biscuits, croissants and muffins, with morning build ideas.',
    },
  },
  'chicken-sandwiches': {
    slug: 'chicken-sandwiches',
    path: '/chicken-sandwiches',
    name: 'Chicken Sandwiches',
    headline: 'The Chicken Sandwich, Sauced Right',
    intro:
      'The chicken sandwich is the most competitive item on the menu. A signature sauce is what makes guests remember yours.',
    category: dishes('chicken-sandwiches'),
    statistics: [
      { value: '76%', label: 'of guests ordered a chicken sandwich in the past month', source: CONSUMER },
      { value: '59%', label: 'say the sauce is what makes a chicken sandwich', source: CONSUMER },
      { value: '1 in 4', label: 'operators launched a spicy chicken sandwich this year', source: PULSE },
    ],
    sauceGrowth: [
      { value: '+52%', label: 'Nashville hot sauces on chicken sandwiches', source: AUDIT },
      { value: '+34%', label: 'dill pickle sauces on chicken sandwiches', source: AUDIT },
      { value: '+19%', label: 'honey mustard on chicken sandwiches', source: AUDIT },
    ],
    recipesHeading: 'Chicken sandwich recipes',
    featured: { recipes: 6, products: 4 },
    insights: {
      title: 'Chicken Sandwich Menu Insights',
      description: 'Spicy, crispy and pickle-forward: where the chicken sandwich is heading.',
    },
    brochure: {
      title: 'Chicken Sandwich Sauce Brochure',
      description: 'Sauces for crispy and grilled chicken sandwiches, with chef builds.',
    },
  },
  fries: {
    slug: 'fries',
    path: '/fries',
    name: 'Fries',
    headline: 'Fries Worth Dipping',
    intro:
      'Fries ride along with almost every order, and guests want something better than ketchup. Dips and loaded toppings turn a side into a sale.',
    category: dishes('fries'),
    statistics: [
      { value: '88%', label: 'of guests order fries with a burger or sandwich', source: CONSUMER },
      { value: '61%', label: 'would pay more for a specialty dipping sauce', source: CONSUMER },
      { value: '43%', label: 'of operators sell loaded fries as a shareable', source: PULSE },
    ],
    sauceGrowth: [
      { value: '+46%', label: 'aiolis as fry dips', source: AUDIT },
      { value: '+35%', label: 'loaded fries with sweet and spicy sauce', source: AUDIT },
      { value: '+23%', label: 'garlic parmesan fries', source: AUDIT },
    ],
    recipesHeading: 'Fries recipes',
    featured: { recipes: 5, products: 4 },
    insights: {
      title: 'Fries Menu Insights',
      description: 'How dips and toppings turn fries into a profitable shareable.',
    },
    brochure: {
      title: 'Fry Dip Brochure',
      description: 'Dips and drizzles for fries, tots and chicken fries.',
    },
  },
  tacos: {
    slug: 'tacos',
    path: '/tacos',
    name: 'Tacos',
    headline: 'Tacos Without Borders',
    intro:
      'Tacos carry flavors from around the world in a single bite. Creamy, smoky and citrus sauces make every filling shine.',
    category: dishes('tacos'),
    statistics: [
      { value: '69%', label: 'of guests ate tacos away from home in the past month', source: CONSUMER },
      { value: '52%', label: 'want to try global flavors in a taco', source: CONSUMER },
      { value: '3 in 5', label: 'taco menus now feature a seafood taco', source: PULSE },
    ],
    sauceGrowth: [
      { value: '+49%', label: 'gochujang on tacos', source: AUDIT },
      { value: '+37%', label: 'chipotle sauces on tacos', source: AUDIT },
      { value: '+24%', label: 'cilantro lime sauces on tacos', source: AUDIT },
    ],
    recipesHeading: 'Taco recipes',
    featured: { recipes: 8, products: 4 },
    insights: {
      title: 'Taco Menu Insights',
      description: 'Global street food on a tortilla, and the sauces leading the way.',
    },
    brochure: {
      title: 'Taco Sauce Brochure',
      description: 'Sauces for tacos from every corner of the map, with chef pairings.',
    },
  },
  deli: {
    slug: 'deli',
    path: '/deli',
    name: 'Deli',
    headline: 'Deli Classics, Reinvented',
    intro:
      'The deli counter runs on spreads. Mustards, mayonnaise and dressings make the difference between a sandwich and a favorite.',
    category: dishes('deli'),
    statistics: [
      { value: '73%', label: 'of guests buy a deli sandwich at least once a month', source: CONSUMER },
      { value: '57%', label: 'say a premium spread makes a sandwich worth more', source: CONSUMER },
      { value: '40%', label: 'of delis added a hot pressed sandwich last year', source: PULSE },
    ],
    sauceGrowth: [
      { value: '+32%', label: 'specialty mustards on deli sandwiches', source: AUDIT },
      { value: '+25%', label: 'horseradish sauces on roast beef', source: AUDIT },
      { value: '+14%', label: 'Thousand Island on Reubens and clubs', source: AUDIT },
    ],
    recipesHeading: 'Deli recipes',
    featured: { recipes: 6, products: 4 },
    insights: {
      title: 'Deli Menu Insights',
      description: 'What deli guests are ordering, and the spreads that keep them coming back.',
    },
    brochure: {
      title: 'Deli Spread Brochure',
      description: 'Mustards, mayonnaise and dressings for the deli counter.',
    },
  },
  seafood: {
    slug: 'seafood',
    path: '/seafood',
    name: 'Seafood',
    headline: 'Seafood, Sauced to Order',
    intro:
      'From fish and chips to shrimp tacos, seafood calls for a sauce. Classic cocktail and tartar sit beside Cajun and sweet-heat favorites.',
    category: dishes('seafood'),
    statistics: [
      { value: '62%', label: 'of guests order seafood more often away from home', source: CONSUMER },
      { value: '74%', label: 'expect a sauce with fried seafood', source: CONSUMER },
      { value: '35%', label: 'of operators plan to add a shrimp dish', source: PULSE },
    ],
    sauceGrowth: [
      { value: '+42%', label: 'sweet and spicy sauces on shrimp', source: AUDIT },
      { value: '+28%', label: 'remoulade on seafood menus', source: AUDIT },
      { value: '+11%', label: 'tartar sauce on fish baskets', source: AUDIT },
    ],
    recipesHeading: 'Seafood recipes',
    featured: { recipes: 8, products: 4 },
    insights: {
      title: 'Seafood Menu Insights',
      description: 'The seafood dishes guests choose and the sauces they expect with them.',
    },
    brochure: {
      title: 'Seafood Sauce Brochure',
      description: 'Sauces for baskets, tacos and po’ boys, with serving ideas.',
    },
  },
  bowls: {
    slug: 'bowls',
    path: '/bowls',
    name: 'Bowls',
    headline: 'Bowls Built Your Way',
    intro:
      'Bowls let guests build a meal their way. A great sauce ties grains, greens and proteins together.',
    category: dishes('bowls'),
    statistics: [
      { value: '58%', label: 'of guests under 35 ordered a bowl in the past month', source: CONSUMER },
      { value: '66%', label: 'choose a bowl for its sauce and toppings', source: CONSUMER },
      { value: '2 in 5', label: 'operators offer build-your-own bowls', source: PULSE },
    ],
    sauceGrowth: [
      { value: '+45%', label: 'gochujang on bowl menus', source: AUDIT },
      { value: '+30%', label: 'sesame ginger on bowls', source: AUDIT },
      { value: '+20%', label: 'peanut sauces on noodle bowls', source: AUDIT },
    ],
    recipesHeading: 'Bowl recipes',
    featured: { recipes: 6, products: 4 },
    insights: {
      title: 'Bowl Menu Insights',
      description: 'Why bowls keep growing, and the sauces that make them crave-worthy.',
    },
    brochure: {
      title: 'Bowl Sauce Brochure',
      description: 'Sauces for rice, grain and noodle bowls, with chef builds.',
    },
  },
  'stadium-staples': {
    slug: 'stadium-staples',
    path: '/offers/stadium-staples',
    name: 'Stadium Staples',
    headline: 'Stadium Staples',
    intro:
      'Bring the energy of game day to your menu. Wings, loaded fries, nachos and pretzel bites sell best with sauces fans love.',
    category: dishes('stadium-staples'),
    statistics: [
      { value: '79%', label: 'of fans order food while watching the game out', source: CONSUMER },
      { value: '65%', label: 'of game-day orders are shareable appetizers', source: PULSE },
      { value: '2.3', label: 'sauces per game-day order on average', source: PULSE },
    ],
    sauceGrowth: [
      { value: '+43%', label: 'sweet and spicy sauces on game-day menus', source: AUDIT },
      { value: '+30%', label: 'beer mustards with pretzels', source: AUDIT },
      { value: '+24%', label: 'jalapeño sauces on nachos', source: AUDIT },
    ],
    recipesHeading: 'Game-day recipes',
    featured: { recipes: 8, products: 6 },
    insights: {
      title: 'Stadium Staples Menu Insights',
      description: 'What fans order on game day, and how sauces grow the check.',
    },
    brochure: {
      title: 'Stadium Staples Brochure',
      description: 'Game-day sauces and recipes to bring the stadium to your menu.',
    },
    sampleLabel: 'Stadium Staples',
  },
};

/** The page copy whose route is `pathname` (a trailing slash is ignored); undefined for other paths. */
export function menuInsightCopyByPath(pathname: string): MenuInsightCopy | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const slug = MENU_INSIGHT_SLUGS.find((candidate) => MENU_INSIGHT_COPY[candidate].path === path);
  return slug === undefined ? undefined : MENU_INSIGHT_COPY[slug];
}

/** Ids of the page's curated lists in `curatedLists.json`. */
export function menuInsightListIds(slug: MenuInsightSlug): { recipes: string; products: string } {
  return { recipes: `${slug}-recipes`, products: `${slug}-products` };
}

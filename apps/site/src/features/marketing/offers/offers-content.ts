import { defaultBrand } from '@larder/domain';
import type { Statistic } from '@larder/ui';
import type { LandingOfferId } from './offer-data';

// Marketing copy of the five single-product landing pages (spec §2.13), loaded with their chunk only (routes and
// curated list ids are in `offer-data.ts`). /offers/dipping-cups and /offers/fall-flavors keep their copy in their own
// module: a module that several pages import is one chunk that each of them loads whole. Catalogue facts (names,
// codes, sizes, weights, storage, claims) are not written here: they come from the products' data.

/** Which action closes a landing page (spec §2.13: 'sample or contact button'). */
export type LandingAction = 'sample' | 'contact';

/**
 * Unit printed after a case weight in the product-information table. The spec prints '17.31 lbs' on every landing
 * page but Boom Boom's, which reads '33.67 LB' (spec §3, verbatim).
 */
export type WeightUnit = 'lbs' | 'LB';

/** Copy of a single-product landing page (Avocado Ranch, Boom Boom, Chick'n Dip'n, Dill Pickle, Green Goddess). */
export interface LandingOffer {
  /** Main heading. */
  title: string;
  /** Line under the main heading. */
  tagline: string;
  introHeading: string;
  /** Paragraphs of the introduction. */
  intro: readonly string[];
  statisticsHeading: string;
  statistics: readonly Statistic[];
  recipesHeading: string;
  /** The weight column is hidden on the dill-pickle and avocado-ranch offers (spec §3). */
  hideWeight: boolean;
  weightUnit: WeightUnit;
  action: LandingAction;
}

const SURVEY = `${defaultBrand.name} operator survey`;

export const LANDING_OFFERS = {
  avocadoRanch: {
    title: 'Avocado Ranch Dressing',
    tagline: 'Cool buttermilk ranch with ripe avocado, ready for every station on the line.',
    introHeading: 'Ranch, reimagined with avocado',
    intro: [
      'Our Avocado Ranch Dressing starts with the buttermilk ranch your guests already order by name, then folds in ripe avocado, a squeeze of lime and a touch of garlic. The result is rich enough to spread on a burger bun and smooth enough to drizzle over tacos, grain bowls and loaded tots.',
      'It arrives ready to use, so your team gets a scratch-made taste without peeling, pitting or browning avocados during the rush.',
    ],
    statisticsHeading: 'Why avocado ranch sells',
    statistics: [
      { value: '64%', label: 'of guests call ranch their go-to dipping sauce', source: SURVEY },
      { value: '2x', label: 'more burger menus mention avocado than five years ago', source: SURVEY },
      { value: '0', label: 'avocados to prep, pit or hold before service' },
    ],
    recipesHeading: 'Avocado Ranch recipes',
    hideWeight: true,
    weightUnit: 'lbs',
    action: 'sample',
  },
  boomBoom: {
    title: 'Boom Boom Sauce',
    tagline: 'Creamy, sweet and spicy: the sauce guests keep asking for.',
    introHeading: 'Sweet heat in every bite',
    intro: [
      'Boom Boom Sauce blends sweet chili and sriracha into a creamy base with a little garlic and paprika. It clings to wings, cools down shrimp and turns a plain burger or a basket of fries into a signature item.',
      'Use it straight from the jug as a spread, toss it with crispy proteins, or thin it with lime for a drizzle. One sauce covers starters, handhelds and sides.',
    ],
    statisticsHeading: 'Boom Boom by the numbers',
    statistics: [
      {
        value: '72%',
        label: 'of diners under 35 order sweet and spicy flavors at least monthly',
        source: SURVEY,
      },
      {
        value: '+18%',
        label: 'average lift in add-on sauce sales when a named sauce is on the menu',
        source: SURVEY,
      },
      { value: '5', label: 'menu parts covered by one sauce: starters, wings, burgers, pizza and fries' },
    ],
    recipesHeading: 'Boom Boom recipes',
    hideWeight: false,
    weightUnit: 'LB',
    action: 'sample',
  },
  chicknDipn: {
    title: "Marlow's Signature Chick'n Dip'n Sauce",
    tagline: 'A peppery, tangy dipping sauce built for chicken.',
    introHeading: 'Made for tenders, fries and everything fried',
    intro: [
      "Chick'n Dip'n Sauce is our take on the tangy, peppery dipping sauce that made chicken-finger restaurants famous. A creamy base, a little ketchup sweetness, Worcestershire depth and plenty of cracked black pepper make it the sauce guests dunk into again and again.",
      'It is shelf stable until opened, so it stores easily in dry storage and goes from the case to the dipping cup in seconds.',
    ],
    statisticsHeading: "Why Chick'n Dip'n",
    statistics: [
      { value: '3 in 4', label: 'chicken orders come with at least one dipping sauce', source: SURVEY },
      { value: '41%', label: 'of guests would pay extra for a signature house sauce', source: SURVEY },
      { value: '1', label: 'sauce for tenders, chicken fries, biscuits and club sandwiches' },
    ],
    recipesHeading: "Chick'n Dip'n recipes",
    hideWeight: false,
    weightUnit: 'lbs',
    action: 'contact',
  },
  dillPickle: {
    title: 'Dill Pickle Aioli',
    tagline: 'The crunchy, garlicky punch of a deli dill pickle in a creamy aioli.',
    introHeading: 'Pickle lovers, meet your new condiment',
    intro: [
      'Dill Pickle Aioli combines a rich, garlicky aioli with dill pickle relish, dill weed and a splash of pickle brine. It brings bright acidity to burgers and fried chicken sandwiches and makes an instant dip for fries, onion rings and fried pickles.',
      'Shelf stable until opened, it is easy to stock and ready whenever a guest asks for "extra pickles".',
    ],
    statisticsHeading: 'The pickle trend',
    statistics: [
      { value: '+27%', label: 'growth of pickle flavors on menus over four years', source: SURVEY },
      { value: '58%', label: 'of guests say they love or like pickle-flavored foods', source: SURVEY },
      { value: '4', label: 'ways to use it: spread, dip, dressing base and drizzle' },
    ],
    recipesHeading: 'Dill Pickle Aioli recipes',
    hideWeight: true,
    weightUnit: 'lbs',
    action: 'sample',
  },
  greenGoddess: {
    title: 'Green Goddess Dressing',
    tagline: 'A fresh, herbaceous classic for salads, sides and seafood.',
    introHeading: 'Fresh herbs, creamy finish',
    intro: [
      'Our Green Goddess Dressing is packed with parsley, chives, tarragon and a hint of anchovy and lemon for the bright, savory flavor of the classic dressing. It dresses a crisp wedge, binds a potato salad and tosses a chilled pasta salad without any extra prep.',
      'Kept refrigerated, it holds its vivid color and fresh-cut herb flavor from the first serving to the last.',
    ],
    statisticsHeading: 'Why green goddess',
    statistics: [
      { value: '+35%', label: 'growth of herb-forward dressings on salad menus', source: SURVEY },
      { value: '67%', label: 'of guests link fresh herbs with healthier choices', source: SURVEY },
      { value: '3', label: 'stations served: salads, sides and cold seafood' },
    ],
    recipesHeading: 'Green Goddess recipes',
    hideWeight: false,
    weightUnit: 'lbs',
    action: 'sample',
  },
} as const satisfies Record<LandingOfferId, LandingOffer>;

import {
  keys,
  type DatasetResult,
  type PlusOnePage,
  type ProductDetails,
  type ProductPage,
  type RecipeDetails,
  type RecipePage,
  type Uom,
} from '@larder/client';
import {
  defaultBrand,
  isoDuration,
  isValidGtin,
  parsePlusOneFilters,
  productCaloriesText,
} from '@larder/domain';
import { getHref } from '../../paths';
import { requestedPage } from '../../lib/list-paging';
import { productsQueryFromSearch } from '../products/products-query';
import { productCodeFromState, selectProduct } from '../products/product-selection';
import { plusOnesQuery } from '../plus-ones/route-data';
import { RECIPE_DATASETS, recipesQueryFromSearch } from '../recipes/recipe-queries';
import { DEFAULT_RECIPE_SORT, applyRecipeOrder, orderForPages } from '../recipes/recipes-order';

/**
 * schema.org structured data (JSON-LD) of a server-rendered page, built from the same data the page renders (its
 * SWR fallback), so it says what the visitor sees: the organisation and site search on the home page, the product
 * or recipe with its breadcrumb trail on a detail page, the listed items on a list page.
 */

type JsonLd = Record<string, unknown>;

export interface StructuredDataInput {
  /** Id of the matched route (`routes.ts`); undefined on the 404 page. */
  routeId: string | undefined;
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  fallback: Record<string, unknown>;
  publicUrl: string;
}

const CONTEXT = 'https://schema.org';

/** Sizes of the pictures search engines get: the image server fits each artwork into these. */
export const IMAGE_SIZES = { square: '1200x1200', fourThree: '1200x900', wide: '1200x675' } as const;

function absolute(publicUrl: string, path: string): string {
  return new URL(path, `${publicUrl}/`).toString();
}

/** A content image (`products/ke1001-website.svg`) as a raster picture of the given size, absolute. */
function imageUrl(publicUrl: string, path: string, size: string): string {
  return absolute(publicUrl, `/img/fit-in/${size}/${encodeURI(path)}`);
}

/** `recipes/{slug}.svg` → `recipes/{slug}-1x1.svg` (the artwork's other ratios, artwork.json). */
function artworkVariant(path: string, suffix: string): string {
  return path.replace(/\.svg$/, `${suffix}.svg`);
}

/** The organisation as the page shows it: its name, site and the phone number of the footer ("Call us"). */
function organization(publicUrl: string): JsonLd {
  return {
    '@type': 'Organization',
    '@id': absolute(publicUrl, '/#organization'),
    name: defaultBrand.name,
    url: absolute(publicUrl, '/'),
    telephone: `+1-${defaultBrand.phone.replace(/\D/g, '').replace(/(\d{3})(\d{3})(\d{4})/, '$1-$2-$3')}`,
  };
}

function website(publicUrl: string): JsonLd {
  return {
    '@type': 'WebSite',
    '@id': absolute(publicUrl, '/#website'),
    name: defaultBrand.name,
    url: absolute(publicUrl, '/'),
    publisher: { '@id': absolute(publicUrl, '/#organization') },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${absolute(publicUrl, '/search-result')}?term={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

function breadcrumbs(publicUrl: string, trail: { name: string; path: string }[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(publicUrl, crumb.path),
    })),
  };
}

function productData(details: ProductDetails, selectedSlug: string, publicUrl: string): JsonLd[] {
  const product = details.product;
  const url = absolute(publicUrl, getHref('product', selectedSlug));
  const image = product.images.website ?? product.images.websiteThumbnail ?? product.images.each;
  const caseGtin = product.caseInfo.caseGtin;
  return [
    {
      '@context': CONTEXT,
      '@type': 'Product',
      '@id': `${url}#product`,
      name: product.name,
      url,
      sku: product.productCode,
      ...(isValidGtin(product.upc12) && product.upc12.length === 12 ? { gtin12: product.upc12 } : {}),
      ...(caseGtin && caseGtin.length === 14 && isValidGtin(caseGtin) ? { gtin14: caseGtin } : {}),
      ...(image ? { image: [imageUrl(publicUrl, image, IMAGE_SIZES.square)] } : {}),
      ...(product.marketingMessage ? { description: product.marketingMessage } : {}),
      brand: { '@type': 'Brand', name: defaultBrand.name },
      manufacturer: {
        '@id': absolute(publicUrl, '/#organization'),
        '@type': 'Organization',
        name: defaultBrand.name,
      },
    },
    breadcrumbs(publicUrl, [
      { name: 'Home', path: '/' },
      { name: 'Products', path: getHref('products') },
      { name: product.name, path: getHref('product', selectedSlug) },
    ]),
  ];
}

/** Step text as the page shows it: `[Name]` references read as their names. */
function stepText(text: string): string {
  return text.replace(/\[([^\]]*)\]/g, '$1').trim();
}

function unitName(uoms: readonly Uom[], id: string | null): string {
  if (!id) return '';
  return uoms.find((uom) => uom.id === id)?.name ?? id;
}

function recipeData(recipe: RecipeDetails, uoms: readonly Uom[], publicUrl: string): JsonLd[] {
  const url = absolute(publicUrl, getHref('recipe', recipe.slug));
  return [
    {
      '@context': CONTEXT,
      '@type': 'Recipe',
      '@id': `${url}#recipe`,
      name: recipe.title,
      url,
      image: [
        imageUrl(publicUrl, artworkVariant(recipe.image, '-1x1'), IMAGE_SIZES.square),
        imageUrl(publicUrl, recipe.image, IMAGE_SIZES.fourThree),
        imageUrl(publicUrl, artworkVariant(recipe.image, '-16x9'), IMAGE_SIZES.wide),
      ],
      author: {
        '@id': absolute(publicUrl, '/#organization'),
        '@type': 'Organization',
        name: defaultBrand.name,
      },
      datePublished: recipe.timeCreated,
      dateModified: recipe.timeModified,
      // The dishes are the categories the page shows under the title (the site's "Dish Category"); its courses
      // are filters of the list, not shown on the page.
      ...(recipe.dishes.length > 0 ? { recipeCategory: recipe.dishes.map((dish) => dish.title) } : {}),
      // As the page's scaler says it: 'The recipe makes 4 servings.'
      recipeYield: `${recipe.servings} ${recipe.servings === 1 ? 'serving' : 'servings'}`,
      // The content has no time fields: cookTime and totalTime are the time its steps state, as the page says it
      // ('Cooking time stated in the steps: 25 min'), and left out when no step states one. No prepTime: nothing
      // says how long the preparation takes.
      ...(recipe.minutesStatedInSteps !== null
        ? {
            cookTime: isoDuration(recipe.minutesStatedInSteps),
            totalTime: isoDuration(recipe.minutesStatedInSteps),
          }
        : {}),
      ...(recipe.productCaloriesPerServing !== null
        ? {
            nutrition: {
              '@type': 'NutritionInformation',
              calories: `${recipe.productCaloriesPerServing} calories`,
              description: productCaloriesText(recipe.productCaloriesPerServing, defaultBrand.name),
            },
          }
        : {}),
      recipeIngredient: recipe.ingredients.map((line) =>
        [[line.amount, unitName(uoms, line.weight)].filter(Boolean).join(' '), line.ingredient]
          .filter(Boolean)
          .join(' ')
          .concat(line.notes ? `, ${line.notes}` : ''),
      ),
      recipeInstructions: recipe.steps.map((step, index) => ({
        '@type': 'HowToStep',
        position: index + 1,
        text: stepText(step.step),
        url: `${url}#recipe-directions`,
      })),
    },
    breadcrumbs(publicUrl, [
      { name: 'Home', path: '/' },
      { name: 'Recipes', path: getHref('recipes') },
      { name: recipe.title, path: getHref('recipe', recipe.slug) },
    ]),
  ];
}

function itemList(name: string, items: { name: string; path?: string }[], publicUrl: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      ...(item.path ? { url: absolute(publicUrl, item.path) } : {}),
    })),
  };
}

/** The JSON-LD objects of a page (none for pages without a kind of their own). */
export function structuredData(input: StructuredDataInput): JsonLd[] {
  const { fallback, params, publicUrl, search } = input;
  switch (input.routeId) {
    case 'home':
      return [{ '@context': CONTEXT, '@graph': [organization(publicUrl), website(publicUrl)] }];
    case 'product': {
      const details = fallback[keys.productDetails({ slug: params.slug ?? '' })] as
        ProductDetails | undefined;
      if (!details) return [];
      const selected = selectProduct(details, params.package, productCodeFromState(undefined));
      const shown =
        (fallback[keys.productDetails({ slug: selected.slug })] as ProductDetails | undefined) ?? details;
      return productData(shown, shown.product.slug, publicUrl);
    }
    case 'recipe': {
      const recipe = fallback[keys.recipeDetails({ slug: params.slug ?? '' })] as RecipeDetails | undefined;
      if (!recipe) return [];
      const datasets = (fallback[keys.dxpData(RECIPE_DATASETS)] as DatasetResult[] | undefined) ?? [];
      const uoms = (datasets.find((set) => set.dataset === 'uoms')?.data ?? []) as Uom[];
      return recipeData(recipe, uoms, publicUrl);
    }
    case 'products': {
      const pages = fallback[
        keys.productsInfinite(productsQueryFromSearch(search), requestedPage(search))
      ] as ProductPage[] | undefined;
      const products = (pages ?? []).flatMap((page) => page.products);
      return [
        itemList(
          'Products',
          products.map((product) => ({ name: product.name, path: getHref('product', product.slug) })),
          publicUrl,
        ),
      ];
    }
    case 'recipes': {
      const query = recipesQueryFromSearch(search);
      const pages =
        (fallback[keys.recipesInfinite(query, requestedPage(search))] as RecipePage[] | undefined) ?? [];
      // In the list's display order (spec §4's stable shuffle), as the page shows them.
      const order = orderForPages(
        undefined,
        query.sortParameter ?? DEFAULT_RECIPE_SORT,
        pages.map((page) => page.recipes.map((recipe) => recipe.id)),
      );
      const recipes = applyRecipeOrder(
        pages.flatMap((page) => page.recipes),
        order,
      );
      return [
        itemList(
          'Recipes',
          recipes.map((recipe) => ({ name: recipe.title, path: getHref('recipe', recipe.slug) })),
          publicUrl,
        ),
      ];
    }
    case 'plus-one': {
      const query = plusOnesQuery(parsePlusOneFilters(search));
      const pages = fallback[keys.plusOnesInfinite(query, requestedPage(search))] as
        PlusOnePage[] | undefined;
      const plusOnes = (pages ?? []).flatMap((page) => page.plusOnes);
      return [
        itemList(
          'Make it your own',
          plusOnes.map((plusOne) => ({ name: plusOne.title })),
          publicUrl,
        ),
      ];
    }
    default:
      return [];
  }
}

/** The share card of a product or recipe page (`og:image`, 1200×630 JPEG from the artwork), else undefined. */
export function shareImage(input: StructuredDataInput): { url: string; alt: string } | undefined {
  const { fallback, params, publicUrl } = input;
  if (input.routeId === 'product') {
    const details = fallback[keys.productDetails({ slug: params.slug ?? '' })] as ProductDetails | undefined;
    if (!details) return undefined;
    const selected = selectProduct(details, params.package, productCodeFromState(undefined));
    return {
      url: absolute(publicUrl, `/img/share/products/${encodeURIComponent(selected.slug)}.jpg`),
      alt: `${details.product.name} from ${defaultBrand.name}`,
    };
  }
  if (input.routeId === 'recipe') {
    const recipe = fallback[keys.recipeDetails({ slug: params.slug ?? '' })] as RecipeDetails | undefined;
    if (!recipe) return undefined;
    return {
      url: absolute(publicUrl, `/img/share/recipes/${encodeURIComponent(recipe.slug)}.jpg`),
      alt: recipe.title,
    };
  }
  return undefined;
}

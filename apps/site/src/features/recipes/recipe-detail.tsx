import { lazy, Suspense, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import {
  fetchers,
  pickDataset,
  useApiClient,
  useDxpData,
  useRecipeDetails,
  useRelatedRecipes,
  useSearch,
} from '@larder/client';
import { parseScalingQuery, type PlusOne } from '@larder/domain';
import {
  Button,
  DetailActions,
  DetailLayout,
  DressingInfo,
  Heading,
  Image,
  Link,
  RecipeScaler,
  type DressingInfoProduct,
  type PlusOneRef,
} from '@larder/ui';
import { useEmailDialog } from '../../lib/use-email-dialog';
import { visiblePart } from '../../lib/visible-part';
import { getHref } from '../../paths';
import { NotFoundPage } from '../../shell/not-found';
import { usePlusOnePopup } from '../plus-ones/plus-one-popup';
import { RecipeCalories } from './recipe-calories';
import { RecipeMethod, RecipePart, SubRecipePart } from './recipe-method';
import { dressingProductsQuery, RECIPE_DATASETS, recipeRelatedQuery } from './recipe-queries';
import { relatedRecipes } from './related-recipes-part';
import { scaleRecipe, withMetricUnits } from './recipe-scaling';
import { RecipeTime } from './recipe-time';

const RecipeEmailDialog = lazy(() => import('./recipe-email-dialog'));

const RelatedRecipes = relatedRecipes.Part;

// The recipe card's preview comes after the ingredients, the directions and the sub-recipes (1887 px down at
// 390 × 844, 1443 at 1280 × 800, for the buffalo chicken dip): a visible part, in the server HTML, hydrated when the
// visitor scrolls near it.
const recipeCard = visiblePart('RecipeCard', () =>
  import('./recipe-card-view').then((module) => module.RecipeCardPreview),
);
const RecipeCardPreview = recipeCard.Part;

/** The page's lazy parts: in the server HTML, loaded with the page on a client navigation (lib/lazy-page.ts). */
export const parts = [recipeCard, relatedRecipes];

const Picture = styled.div`
  img,
  [data-state='missing'] {
    width: 100%;
    border-radius: var(--ui-radius-md);
  }
`;

/** The recipe card's preview is for the screen; print has the recipe itself. */
const CardPart = styled(RecipePart)`
  max-width: 920px;

  @media print {
    display: none;
  }
`;

/**
 * A recipe (spec §2.6): title, picture, ingredients and directions whose [bracketed] references link to products,
 * plus-ones (pop-up) and sub-recipes, the sub-recipes themselves, PDF, print and email, the dressing info block,
 * and related recipes grouped by flavor or product. An unknown slug is the 404 page.
 */
export default function RecipeDetailPage() {
  const { slug = '' } = useParams();
  const [searchParams] = useSearchParams();
  // No keepPreviousData: a new slug clears the previous details first (spec §4).
  const details = useRecipeDetails({ slug });
  const recipe = details.data;
  const lookups = useDxpData(RECIPE_DATASETS);
  const units = pickDataset(lookups.data, 'uoms') ?? [];

  const productsQuery = useMemo(() => (recipe ? dressingProductsQuery(recipe) : null), [recipe]);
  const productSummaries = useSearch(productsQuery);
  // Related recipes load once the dressing info (the recipe's flavors and products) is present.
  const relatedQuery = useMemo(() => (recipe ? recipeRelatedQuery(recipe) : null), [recipe]);
  const related = useRelatedRecipes(relatedQuery);

  const client = useApiClient();
  const popup = usePlusOnePopup(units);
  // A plus-one reference carries only id and title: the pop-up needs the whole plus-one, fetched when chosen.
  const openPlusOne = async (ref: PlusOneRef) => {
    const groups = await fetchers.search(client, { ids: [ref.id], keys: ['plusones'], limit: 1 });
    const group = groups.find((entry) => entry.key === 'plusones');
    const found =
      group?.key === 'plusones' ? (group.items as PlusOne[]).find((item) => item.id === ref.id) : undefined;
    if (found) popup.show(found);
  };

  const email = useEmailDialog();

  const dressingProducts: DressingInfoProduct[] = useMemo(() => {
    if (!recipe) return [];
    const summaries = productSummaries.data?.find((group) => group.key === 'products');
    return recipe.related.products.map((product) => {
      const summary =
        summaries?.key === 'products' ? summaries.items.find((item) => item.id === product.id) : undefined;
      const image = summary ? (summary.images.website ?? summary.images.websiteThumbnail ?? null) : undefined;
      return { ...product, image };
    });
  }, [recipe, productSummaries.data]);

  if (details.error?.status === 404) return <NotFoundPage />;
  if (!recipe) {
    return (
      <DetailLayout
        as="article"
        loading
        error={details.error ? 'This recipe could not be loaded. Please try again.' : undefined}
      />
    );
  }

  const onPlusOne = (plusOne: PlusOneRef) => void openPlusOne(plusOne);
  // ?servings=48&units=metric: every ingredient list scaled from the yield (issue 16); invalid values fall back.
  const scaling = parseScalingQuery(searchParams, recipe.servings);
  const shown = scaleRecipe(recipe, scaling);
  const shownUnits = scaling.units === 'metric' ? withMetricUnits(units) : units;
  const embedded = shown.subRecipes.filter((subRecipe) => !subRecipe.isStandAlone);
  const standAlone = shown.subRecipes.filter((subRecipe) => subRecipe.isStandAlone);
  const dishes = recipe.dishes.map((dish) => dish.title).join(', ');
  const card = recipe.cardFilePath ?? recipe.pdfFilePath;

  return (
    <DetailLayout
      as="article"
      mediaSize="wide"
      media={
        <Picture>
          <Image src={recipe.image} alt={recipe.title} width={800} height={600} fit="cover" loading="eager" />
        </Picture>
      }
      heading={recipe.title}
      meta={dishes || undefined}
      summary={
        <>
          <DetailActions>
            {recipe.pdfFilePath ? (
              <Button variant="secondary" href={recipe.pdfFilePath} external>
                Download PDF
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => window.print()}>
              Print recipe
            </Button>
            {recipe.pdfFilePath ? (
              <Button variant="secondary" {...email.button}>
                Email recipe
              </Button>
            ) : null}
          </DetailActions>
          {dressingProducts.length > 0 ? (
            <DressingInfo products={dressingProducts} isKogi={recipe.isKogi} />
          ) : null}
        </>
      }
      backLink={{ href: getHref('recipes'), label: 'Back to all recipes' }}
    >
      <RecipeScaler
        action={getHref('recipe', recipe.slug)}
        yieldServings={recipe.servings}
        servings={scaling.servings}
        units={scaling.units}
        messages={scaling.messages}
      />
      <RecipeTime minutes={recipe.minutesStatedInSteps} />
      <RecipeCalories calories={recipe.productCaloriesPerServing} />
      <RecipeMethod
        recipe={shown}
        ingredients={shown.ingredients}
        steps={recipe.steps}
        units={shownUnits}
        onPlusOne={onPlusOne}
        headingLevel={2}
        ids={{ ingredients: 'recipe-ingredients', directions: 'recipe-directions' }}
      />
      {embedded.map((subRecipe) => (
        <SubRecipePart
          key={subRecipe.id}
          subRecipe={subRecipe}
          recipe={shown}
          units={shownUnits}
          onPlusOne={onPlusOne}
        />
      ))}
      {standAlone.length > 0 ? (
        <RecipePart aria-labelledby="recipe-sub-recipes">
          <Heading level={2} id="recipe-sub-recipes">
            Sub-recipes
          </Heading>
          <ul>
            {standAlone.map((subRecipe) => (
              <li key={subRecipe.id}>
                <Link href={getHref('recipe', subRecipe.slug)}>{subRecipe.title}</Link>
              </li>
            ))}
          </ul>
        </RecipePart>
      ) : null}
      {card ? (
        <CardPart aria-labelledby="recipe-card">
          <Heading level={2} id="recipe-card">
            Recipe card
          </Heading>
          <RecipeCardPreview src={card} title={`${recipe.title} recipe card`} />
        </CardPart>
      ) : null}
      <RelatedRecipes groups={related.data} loading={related.isLoading} />
      {popup.popup}
      {email.wanted && recipe.pdfFilePath ? (
        <Suspense fallback={null}>
          <RecipeEmailDialog
            {...email.dialog}
            title={recipe.title}
            pdf={recipe.pdfFilePath}
            scaling={scaling.changed ? { servings: scaling.servings, units: scaling.units } : undefined}
          />
        </Suspense>
      ) : null}
    </DetailLayout>
  );
}

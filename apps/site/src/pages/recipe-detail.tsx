import { lazy, Suspense, useMemo } from 'react';
import { useParams } from 'react-router';
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
import type { PlusOne, Recipe, SubRecipe } from '@larder/domain';
import {
  Button,
  DressingInfo,
  Heading,
  Image,
  Link,
  Loading,
  PdfPreview,
  RecipeIngredients,
  RecipeSteps,
  Text,
  useIsMobile,
  type DressingInfoProduct,
  type PlusOneRef,
} from '@larder/ui';
import { NotFoundPage } from './not-found';
import { RelatedRecipes } from './related-recipes';
import { contentPaths, RECIPE_DATASETS } from '../content-routes';
import { dressingProductsQuery, recipeRelatedQuery } from './recipe-detail-query';
import { usePlusOnePopup } from './plus-one-popup';
import { useEmailDialog } from './email-dialog';
// pdf.js's worker as a file of its own: the recipe card preview parses the PDF off the main thread.
import pdfWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

const RecipeEmailDialog = lazy(() => import('./recipe-detail-email'));

const Page = styled.article`
  max-width: 1280px;
  margin: 0 auto;
  padding: var(--ui-space-6) var(--ui-space-4) var(--ui-space-8);
`;

const Top = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
  gap: var(--ui-space-7);
  align-items: start;

  @media (max-width: 999px) {
    grid-template-columns: minmax(0, 1fr);
    gap: var(--ui-space-5, var(--ui-space-6));
  }
`;

const Summary = styled.div`
  display: grid;
  gap: var(--ui-space-4);
  align-content: start;

  h1 {
    margin: 0;
  }
`;

const Picture = styled.div`
  img,
  [data-state='missing'] {
    width: 100%;
    border-radius: var(--ui-radius-md);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-3);

  @media print {
    display: none;
  }
`;

const Method = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
  gap: var(--ui-space-7);
  margin-top: var(--ui-space-7);

  @media (max-width: 999px) {
    grid-template-columns: minmax(0, 1fr);
    gap: var(--ui-space-5, var(--ui-space-6));
  }
`;

const Part = styled.section`
  margin-top: var(--ui-space-7);
  scroll-margin-top: 85px;
`;

const CardPart = styled(Part)`
  max-width: 920px;

  @media print {
    display: none;
  }
`;

const Meta = styled.p`
  margin: 0;
  color: var(--ui-color-text-muted);
`;

function SubRecipePart({
  subRecipe,
  recipe,
  units,
  onPlusOne,
}: {
  subRecipe: SubRecipe;
  recipe: Recipe;
  units: Parameters<typeof RecipeIngredients>[0]['uoms'];
  onPlusOne: (plusOne: PlusOneRef) => void;
}) {
  const headingId = `sub-recipe-${subRecipe.slug}`;
  const products = [...subRecipe.related.products, ...recipe.related.products];
  return (
    <Part id={subRecipe.slug} aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {subRecipe.title}
      </Heading>
      <Method>
        <div>
          <Heading level={3}>Ingredients</Heading>
          <RecipeIngredients
            ingredients={subRecipe.ingredients}
            uoms={units}
            products={products}
            plusOnes={recipe.related.plusOnes}
            subRecipes={recipe.subRecipes}
            onPlusOneSelect={onPlusOne}
          />
        </div>
        <div>
          <Heading level={3}>Directions</Heading>
          <RecipeSteps
            steps={subRecipe.steps}
            products={products}
            plusOnes={recipe.related.plusOnes}
            subRecipes={recipe.subRecipes}
            onPlusOneSelect={onPlusOne}
          />
        </div>
      </Method>
    </Part>
  );
}

/**
 * A recipe (spec §2.6): title, picture, ingredients and directions whose [bracketed] references link to products,
 * plus-ones (pop-up) and sub-recipes, the sub-recipes themselves, PDF, print and email, the dressing info block,
 * and related recipes grouped by flavor or product. An unknown slug is the 404 page.
 */
export default function RecipeDetailPage() {
  const { slug = '' } = useParams();
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
  const isMobile = useIsMobile();

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
      <Page>
        {details.error ? (
          <Text role="alert">This recipe could not be loaded. Please try again.</Text>
        ) : (
          <Loading />
        )}
      </Page>
    );
  }

  const onPlusOne = (plusOne: PlusOneRef) => void openPlusOne(plusOne);
  const embedded = recipe.subRecipes.filter((subRecipe) => !subRecipe.isStandAlone);
  const standAlone = recipe.subRecipes.filter((subRecipe) => subRecipe.isStandAlone);
  const dishes = recipe.dishes.map((dish) => dish.title).join(', ');
  const card = recipe.cardFilePath ?? recipe.pdfFilePath;

  return (
    <Page>
      <Top>
        <Picture>
          <Image src={recipe.image} alt={recipe.title} width={800} height={600} fit="cover" loading="eager" />
        </Picture>
        <Summary>
          <Heading level={1}>{recipe.title}</Heading>
          {dishes ? <Meta>{dishes}</Meta> : null}
          <Actions>
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
          </Actions>
          {dressingProducts.length > 0 ? (
            <DressingInfo products={dressingProducts} isKogi={recipe.isKogi} />
          ) : null}
        </Summary>
      </Top>
      <Method>
        <section aria-labelledby="recipe-ingredients">
          <Heading level={2} id="recipe-ingredients">
            Ingredients
          </Heading>
          <RecipeIngredients
            ingredients={recipe.ingredients}
            uoms={units}
            products={recipe.related.products}
            plusOnes={recipe.related.plusOnes}
            subRecipes={recipe.subRecipes}
            onPlusOneSelect={onPlusOne}
          />
        </section>
        <section aria-labelledby="recipe-directions">
          <Heading level={2} id="recipe-directions">
            Directions
          </Heading>
          <RecipeSteps
            steps={recipe.steps}
            products={recipe.related.products}
            plusOnes={recipe.related.plusOnes}
            subRecipes={recipe.subRecipes}
            onPlusOneSelect={onPlusOne}
          />
        </section>
      </Method>
      {embedded.map((subRecipe) => (
        <SubRecipePart
          key={subRecipe.id}
          subRecipe={subRecipe}
          recipe={recipe}
          units={units}
          onPlusOne={onPlusOne}
        />
      ))}
      {standAlone.length > 0 ? (
        <Part aria-labelledby="recipe-sub-recipes">
          <Heading level={2} id="recipe-sub-recipes">
            Sub-recipes
          </Heading>
          <ul>
            {standAlone.map((subRecipe) => (
              <li key={subRecipe.id}>
                <Link href={contentPaths.recipe.getHref(subRecipe.slug)}>{subRecipe.title}</Link>
              </li>
            ))}
          </ul>
        </Part>
      ) : null}
      {card ? (
        <CardPart aria-labelledby="recipe-card">
          <Heading level={2} id="recipe-card">
            Recipe card
          </Heading>
          {/* Spec §9: page 1 at scale 1.5, and 1.3 in the mobile view. */}
          <PdfPreview
            src={card}
            title={`${recipe.title} recipe card`}
            scale={isMobile ? 1.3 : 1.5}
            workerSrc={pdfWorkerUrl}
            downloadLabel="Download the recipe card"
          />
        </CardPart>
      ) : null}
      <RelatedRecipes groups={related.data} loading={related.isLoading} />
      <Text size="sm">
        <Link href={contentPaths.recipes.getHref()}>Back to all recipes</Link>
      </Text>
      {popup.popup}
      {email.wanted && recipe.pdfFilePath ? (
        <Suspense fallback={null}>
          <RecipeEmailDialog {...email.dialog} title={recipe.title} pdf={recipe.pdfFilePath} />
        </Suspense>
      ) : null}
    </Page>
  );
}

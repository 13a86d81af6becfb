import { lazy, Suspense, useId, useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { useProductDetails, useRelatedRecipes } from '@larder/client';
import {
  Badge,
  Button,
  Heading,
  Link,
  Loading,
  MobileSectionNav,
  PackageTabs,
  ProductImages,
  ProductSections,
  Text,
} from '@larder/ui';
import { NotFoundPage } from './not-found';
import { getHref } from '../paths';
import { productCodeFromState, relatedRecipesQuery, selectProduct } from './product-selection';
import { RelatedRecipes } from './related-recipes';
import { useEmailDialog } from './email-dialog';

// The email dialog (form, validation, send) is its own chunk, fetched when the visitor first asks to email.
const ProductEmailDialog = lazy(() => import('./product-detail-email'));

const EMAIL_IMAGE_FILES = ['each', 'case', 'innerCase', 'souflet'] as const;

const Page = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: var(--ui-space-6) var(--ui-space-4) var(--ui-space-8);
`;

const Top = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
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

const Code = styled.p`
  margin: 0;
  color: var(--ui-color-text-muted);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-3);

  @media print {
    display: none;
  }
`;

const MobileOnly = styled.div`
  @media (min-width: 1000px) {
    display: none;
  }
  @media print {
    display: none;
  }
`;

const Details = styled.div`
  margin-top: var(--ui-space-7);
`;

/**
 * A product (spec §2.5): images, package tabs switching between siblings (the URL follows the chosen sibling's
 * slug), every detail section, related recipes, and print. `/products/{slug}/{package}` opens the sibling of
 * that package type; navigation state `{ productCode }` opens the sibling with that code.
 */
export default function ProductDetailPage() {
  const { slug = '', package: packageSegment } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const panelId = useId();

  // keepPreviousData: while a sibling loads after a tab switch, the current product stays on screen.
  const base = useProductDetails({ slug }, { keepPreviousData: true });
  const productCode = productCodeFromState(location.state);
  const selected = base.data ? selectProduct(base.data, packageSegment, productCode) : undefined;
  const other = selected && base.data && selected.id !== base.data.product.id ? selected : undefined;
  const otherDetails = useProductDetails(other ? { slug: other.slug } : null, { keepPreviousData: true });
  const details = other ? (otherDetails.data ?? undefined) : base.data;
  const product = details?.product;

  const relatedQuery = useMemo(() => (product ? relatedRecipesQuery(product) : null), [product]);
  const related = useRelatedRecipes(relatedQuery);

  const email = useEmailDialog();

  if (base.error?.status === 404 || otherDetails.error?.status === 404) return <NotFoundPage />;
  if (!details || !product) {
    return (
      <Page>
        {base.error ? (
          <Text role="alert">This product could not be loaded. Please try again.</Text>
        ) : (
          <Loading />
        )}
      </Page>
    );
  }

  const siblings = base.data?.siblings ?? details.siblings;
  const hasEmailFiles =
    Boolean(product.files.pdf) || EMAIL_IMAGE_FILES.some((file) => Boolean(product.images[file]));
  return (
    <Page>
      <Top>
        <ProductImages images={product.images} name={product.name} />
        <Summary>
          <Heading level={1}>{product.name}</Heading>
          <Code>
            Product code: {product.productCode}
            {product.isNew ? (
              <>
                {' '}
                <Badge />
              </>
            ) : null}
          </Code>
          {siblings.length > 1 ? (
            <PackageTabs
              siblings={siblings}
              selectedId={product.id}
              panelId={panelId}
              getHref={(sibling) => getHref('product', sibling.slug)}
              onSelect={(sibling, event) => {
                event.preventDefault();
                if (sibling.id === product.id) return;
                // The URL follows the tab without a reload and without a new history entry.
                void navigate(getHref('product', sibling.slug), {
                  replace: true,
                  state: { keepScroll: true },
                });
              }}
            />
          ) : null}
          <Actions>
            {hasEmailFiles ? (
              <Button variant="secondary" {...email.button}>
                Email product info
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => window.print()}>
              Print product info
            </Button>
          </Actions>
        </Summary>
      </Top>
      <MobileOnly>
        <MobileSectionNav />
      </MobileOnly>
      <Details id={panelId} role={siblings.length > 1 ? 'tabpanel' : undefined} aria-label={product.name}>
        <ProductSections product={product} />
      </Details>
      <RelatedRecipes groups={related.data} loading={related.isLoading} />
      <Text size="sm">
        <Link href={getHref('products')}>Back to all products</Link>
      </Text>
      {email.wanted && hasEmailFiles ? (
        <Suspense fallback={null}>
          <ProductEmailDialog {...email.dialog} product={product} />
        </Suspense>
      ) : null}
    </Page>
  );
}

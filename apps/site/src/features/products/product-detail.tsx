import { lazy, Suspense, useId, useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { useProductDetails, useRelatedRecipes } from '@larder/client';
import {
  Badge,
  Button,
  DetailActions,
  DetailLayout,
  MobileSectionNav,
  PackageTabs,
  ProductImages,
  ProductKeyFacts,
  media,
} from '@larder/ui';
import { lazyPart } from '../../lib/lazy-part';
import { visiblePart } from '../../lib/visible-part';
import { useEmailDialog } from '../../lib/use-email-dialog';
import { getHref } from '../../paths';
import { NotFoundPage } from '../../shell/not-found';
import { compareTray, ProductPageCompare, useCompareSelection } from '../compare/compare-selection';
import { relatedRecipes } from '../recipes/related-recipes-part';
import { ProductQrCode } from './product-qr-code';
import { PRODUCT_PAGE_SECTIONS } from './product-sections';
import { productCodeFromState, relatedRecipesQuery, selectProduct } from './product-selection';

// The email dialog (form, validation, send) is its own chunk, fetched when the visitor first asks to email.
const ProductEmailDialog = lazy(() => import('./product-email-dialog'));

// The portion and cost calculator (below the details; its unit conversions and cost arithmetic) is a lazy part:
// rendered in the server HTML, hydrated when its chunk arrives, outside the page's first-load JavaScript.
const portionCost = lazyPart('PortionCost', () => import('./portion-cost').then((mod) => mod.PortionCost));
const PortionCost = portionCost.Part;
const RelatedRecipes = relatedRecipes.Part;

// The detail sections (message, ingredients, claims, allergens, storage, case information, nutrition) start under the
// images, key facts and actions, below the first screen (1462 px down at 390 × 844, 995 at 1280 × 800): a visible
// part, in the server HTML, hydrated when the visitor scrolls near it (within two screens of the top, as at these two
// sizes, right after the page's hydration). They are text and tables only.
const productSections = visiblePart('ProductSections', () =>
  import('./product-sections-view').then((module) => module.ProductSections),
);
const ProductSections = productSections.Part;

/** The page's lazy parts: in the server HTML, loaded with the page on a client navigation (lib/lazy-page.ts). */
export const parts = [productSections, portionCost, relatedRecipes, compareTray];

const EMAIL_IMAGE_FILES = ['each', 'case', 'innerCase', 'souflet'] as const;

/** The section menu of the mobile view (spec §2.5); wide screens and print show every section instead. */
const MobileOnly = styled.div`
  display: none;

  ${media.mobile} {
    display: block;
  }
  @media print {
    display: none;
  }
`;

const Details = styled.div`
  margin-top: var(--ui-space-7);
`;

/**
 * Tools about this product under its actions, beside the images on wide screens (a portion calculator, a QR
 * code…): each is its own component, placed here as one element. Empty, it takes no room.
 */
const ProductTools = styled.div`
  display: grid;
  gap: var(--ui-space-4);

  &:empty {
    display: none;
  }
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
  // The compare selection (`?compare=`) follows the visitor to the sibling packages and back to the list.
  const compare = useCompareSelection();

  if (base.error?.status === 404 || otherDetails.error?.status === 404) return <NotFoundPage />;
  if (!details || !product) {
    return (
      <DetailLayout
        loading
        error={base.error ? 'This product could not be loaded. Please try again.' : undefined}
      />
    );
  }

  const siblings = base.data?.siblings ?? details.siblings;
  const hasEmailFiles =
    Boolean(product.files.pdf) || EMAIL_IMAGE_FILES.some((file) => Boolean(product.images[file]));
  return (
    <DetailLayout
      media={<ProductImages images={product.images} name={product.name} />}
      heading={product.name}
      meta={
        <>
          Product code: {product.productCode}
          {product.isNew ? (
            <>
              {' '}
              <Badge />
            </>
          ) : null}
        </>
      }
      summary={
        <>
          {siblings.length > 1 ? (
            <PackageTabs
              siblings={siblings}
              selectedId={product.id}
              panelId={panelId}
              getHref={(sibling) => getHref('product', sibling.slug, compare)}
              onSelect={(sibling, event) => {
                event.preventDefault();
                if (sibling.id === product.id) return;
                // The URL follows the tab without a reload and without a new history entry.
                void navigate(getHref('product', sibling.slug, compare), {
                  replace: true,
                  state: { keepScroll: true },
                });
              }}
            />
          ) : null}
          <ProductKeyFacts product={product} />
          {/* Buttons acting on this product (email, print, add to compare…) share this row. */}
          <DetailActions>
            {hasEmailFiles ? (
              <Button variant="secondary" {...email.button}>
                Email product info
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => window.print()}>
              Print product info
            </Button>
          </DetailActions>
          <ProductPageCompare slug={product.slug} name={product.name} />
          <ProductTools>
            <ProductQrCode product={product} />
          </ProductTools>
        </>
      }
      backLink={{ href: getHref('products', {}, { compare }), label: 'Back to all products' }}
    >
      <MobileOnly>
        <MobileSectionNav sections={PRODUCT_PAGE_SECTIONS} />
      </MobileOnly>
      <Details
        id={panelId}
        role={siblings.length > 1 ? 'tabpanel' : undefined}
        aria-label={siblings.length > 1 ? product.name : undefined}
      >
        <ProductSections product={product} />
      </Details>
      <PortionCost product={product} />
      <RelatedRecipes groups={related.data} loading={related.isLoading} />
      {email.wanted && hasEmailFiles ? (
        <Suspense fallback={null}>
          <ProductEmailDialog {...email.dialog} product={product} />
        </Suspense>
      ) : null}
    </DetailLayout>
  );
}

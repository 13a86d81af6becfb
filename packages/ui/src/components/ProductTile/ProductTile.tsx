import type { ComponentPropsWithRef, ReactNode } from 'react';
import {
  claimIcons,
  productSizeLabel,
  type ClaimIcon,
  type MarketingClaims,
  type ProductImages,
  type ProductSummary,
} from '@larder/domain';
import { useRoutes } from '../../theme/routes';
import { Badge } from '../Badge';
import type { HeadingLevel } from '../Heading';
import { ClaimSeal } from '../Icon/ClaimSeal';
import { useSpriteNames } from '../Icon/sprite-context';
import { spriteSymbolId } from '../Icon/sprite-id';
import { Image } from '../Image';
import { Link } from '../../theme/Link';
import { Root } from './ProductTile.styles';

/**
 * What a tile reads of a product: any `ProductSummary` will do, and a list page may hand its tiles no more than this
 * (the hydration data of 30 tiles is part of every list page's HTML).
 */
export interface ProductTileProduct extends Pick<
  ProductSummary,
  'id' | 'slug' | 'name' | 'productCode' | 'isNew' | 'packaging' | 'caseInfo'
> {
  images: Pick<ProductImages, 'websiteThumbnail' | 'website'>;
  /** The marketing claims; those that show no icon may be left out. */
  claims: { marketing: Partial<MarketingClaims> };
}

export interface ProductTileProps extends Omit<ComponentPropsWithRef<'article'>, 'children'> {
  /** The product to show. */
  product: ProductTileProduct;
  /** Where the tile links. @default the product's page, `useRoutes().product(product.slug)` */
  href?: string;
  /** Outline level of the product name. @default 3 */
  headingLevel?: HeadingLevel;
  /** Image loading hint; 'eager' for tiles in the first screenful. @default 'lazy' */
  imageLoading?: 'lazy' | 'eager';
  /** Controls under the tile's details (e.g. add to compare); they sit above the tile's whole-card link. */
  actions?: ReactNode;
}

/**
 * A claim's seal. Inside an IconSprite that draws it, only a titled reference to the symbol: its size and strokes come
 * from the tile's styles, not from attributes and a class on each of the ~180 seals of a list page (issue 12).
 */
function ClaimMark({ claim }: { claim: ClaimIcon }) {
  const name = `claim-${claim.key}` as const;
  if (!useSpriteNames().has(name)) return <ClaimSeal claim={claim.key} title={claim.label} size={28} />;
  return (
    <svg role="img">
      <title>{claim.label}</title>
      <use href={`#${spriteSymbolId(name)}`} />
    </svg>
  );
}

/** Width and height the tile image is resized to; they also reserve its space before it loads. */
const IMAGE_SIZE = { width: 240, height: 240 };

/**
 * A ProductTile shows one product's image, name, code, size and claim icons, flags new products, and links to
 * the product's page.
 */
export function ProductTile({
  product,
  href,
  headingLevel = 3,
  imageLoading = 'lazy',
  actions,
  ref,
  ...rest
}: ProductTileProps) {
  const routes = useRoutes();
  const claims = claimIcons(product.claims.marketing);
  const image = product.images.websiteThumbnail ?? product.images.website;
  const Heading = `h${headingLevel}` as const;
  return (
    <Root ref={ref} data-new={product.isNew || undefined} {...rest}>
      <div>
        {/* The name is the link text, so the picture is decorative here. */}
        <Image src={image} alt="" loading={imageLoading} {...IMAGE_SIZE} />
        {product.isNew ? <Badge data-part="badge" /> : null}
      </div>
      <Heading>
        <Link href={href ?? routes.product(product.slug)}>{product.name}</Link>
      </Heading>
      <p>{product.productCode}</p>
      <p>{productSizeLabel(product)}</p>
      {claims.length > 0 ? (
        <ul aria-label="Claims">
          {claims.map((claim) => (
            <li key={claim.key}>
              <ClaimMark claim={claim} />
            </li>
          ))}
        </ul>
      ) : null}
      {actions}
    </Root>
  );
}

ProductTile.displayName = 'ProductTile';

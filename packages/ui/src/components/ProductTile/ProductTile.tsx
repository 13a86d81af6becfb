import type { ComponentPropsWithRef, ReactNode } from 'react';
import { claimIcons, productSizeLabel, type ProductSummary } from '@larder/domain';
import { useRoutes } from '../../theme/routes';
import { Badge } from '../Badge';
import type { HeadingLevel } from '../Heading';
import { Icon } from '../Icon';
import { Image } from '../Image';
import { Claims, Media, Meta, Root, TileLink, Title } from './ProductTile.styles';

export interface ProductTileProps extends Omit<ComponentPropsWithRef<'article'>, 'children'> {
  /** The product to show. */
  product: ProductSummary;
  /** Where the tile links. @default the product's page, `useRoutes().product(product.slug)` */
  href?: string;
  /** Outline level of the product name. @default 3 */
  headingLevel?: HeadingLevel;
  /** Image loading hint; 'eager' for tiles in the first screenful. @default 'lazy' */
  imageLoading?: 'lazy' | 'eager';
  /** Controls under the tile's details (e.g. add to compare); they sit above the tile's whole-card link. */
  actions?: ReactNode;
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
  return (
    <Root ref={ref} data-new={product.isNew || undefined} {...rest}>
      <Media>
        {/* The name is the link text, so the picture is decorative here. */}
        <Image src={image} alt="" loading={imageLoading} {...IMAGE_SIZE} />
        {product.isNew ? <Badge data-part="badge" /> : null}
      </Media>
      <Title as={`h${headingLevel}`}>
        <TileLink href={href ?? routes.product(product.slug)}>{product.name}</TileLink>
      </Title>
      <Meta>{product.productCode}</Meta>
      <Meta>{productSizeLabel(product)}</Meta>
      {claims.length > 0 ? (
        <Claims aria-label="Claims">
          {claims.map((claim) => (
            <li key={claim.key}>
              <Icon name={`claim-${claim.key}`} title={claim.label} size={28} />
            </li>
          ))}
        </Claims>
      ) : null}
      {actions}
    </Root>
  );
}

ProductTile.displayName = 'ProductTile';

import { useId, type ComponentPropsWithRef } from 'react';
import { dressingInfo, type DressingProduct } from '@larder/domain';
import { Link } from '../../theme/Link';
import { Heading, type HeadingLevel } from '../Heading';
import { Image } from '../Image';
import { Items, Root } from './DressingInfo.styles';

/** A product in the dressing info block; `image` is its picture path, if there is one. */
export interface DressingInfoProduct extends DressingProduct {
  image?: string | null;
}

export interface DressingInfoProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The recipe's related products; duplicates are dropped. */
  products: readonly DressingInfoProduct[];
  /** A kogi recipe: pictures are 172x300 instead of the dressing size 200x288. @default false */
  isKogi?: boolean;
  /** Whether products flagged isKFS come first. @default true */
  kfsFirst?: boolean;
  /** Heading of the block. @default 'Dressing Info' */
  title?: string;
  /** Outline level of the heading. @default 2 */
  headingLevel?: HeadingLevel;
}

const DRESSING_IMAGE = { width: 200, height: 288 };
const KOGI_IMAGE = { width: 172, height: 300 };

/**
 * DressingInfo shows the products a recipe uses, without duplicates and isKFS ones first, each named
 * 'title (code)' with its picture and a link to its page.
 */
export function DressingInfo({
  products,
  isKogi = false,
  kfsFirst = true,
  title = 'Dressing Info',
  headingLevel = 2,
  ref,
  ...rest
}: DressingInfoProps) {
  const headingId = useId();
  const size = isKogi ? KOGI_IMAGE : DRESSING_IMAGE;
  const items = dressingInfo(products, kfsFirst);
  return (
    <Root ref={ref} aria-labelledby={headingId} {...rest}>
      <Heading id={headingId} level={headingLevel} size="sm">
        {title}
      </Heading>
      <Items>
        {items.map(({ product, label }) => (
          <li key={product.id || product.code}>
            {product.image !== undefined ? (
              // The label beside it names the product, so the picture is decorative.
              <Image src={product.image} alt="" {...size} />
            ) : null}
            {product.url ? <Link href={product.url}>{label}</Link> : <span>{label}</span>}
          </li>
        ))}
      </Items>
    </Root>
  );
}

DressingInfo.displayName = 'DressingInfo';

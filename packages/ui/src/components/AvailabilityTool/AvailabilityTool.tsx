import { useEffect, useId, useMemo, useRef, useState, type ComponentPropsWithRef } from 'react';
import {
  MSG_AVAILABLE,
  MSG_BACK_TO_PRODUCT_SEARCH,
  defaultBrand,
  isWebsiteActive,
  type BrandConfig,
  type FaqProduct,
  type InquiryValues,
} from '@larder/domain';
import { Button } from '../Button';
import type { CaptchaConfig } from '../CaptchaField';
import { FindProduct } from '../FindProduct';
import { Heading, type HeadingLevel } from '../Heading';
import { Image } from '../Image';
import { InquiryForm, type InquiryFormProps } from '../InquiryForm';
import { Loading } from '../Loading';
import {
  Answer,
  AnswerText,
  AvailabilityRoot,
  AvailableLabel,
  AvailableMark,
  InlineAction,
  PhoneLink,
  ProductName,
  Screen,
  ScreenHeader,
} from './AvailabilityTool.styles';

/** Which screen the tool shows: the product search or the availability inquiry form. */
export type AvailabilityScreen = 'search' | 'form';

export interface AvailabilityToolProps extends Omit<
  ComponentPropsWithRef<'div'>,
  'onSubmit' | 'children' | 'defaultValue' | 'onChange'
> {
  /** Products to search (spec §9: may include 'Deactivated' and 'Website Inactive'); also the form's choices. */
  products: readonly FaqProduct[];
  /** Controlled selected product id; pair with `onValueChange`. */
  value?: string | null;
  /** Product selected at first (e.g. from ?product). @default null */
  defaultValue?: string | null;
  /** Called with the product picked, or null when the choice is cleared. */
  onValueChange?: (productId: string | null) => void;
  /** Sends the availability inquiry (POST /api/faq/purchase-form with inquirySource 'availabilityForm'). */
  onSubmit: InquiryFormProps['onSubmit'];
  /** Looks a ZIP up for the form (POST /api/validate-zipcode). */
  lookupZip: InquiryFormProps['lookupZip'];
  /** The active captcha provider; while undefined the form screen shows 'Loading...'. */
  captcha?: CaptchaConfig;
  /** Phone line and hours the visitor is told to call. @default the default brand's */
  contact?: Pick<BrandConfig, 'phone' | 'phoneHref' | 'hours'>;
  /** Screen shown at first. @default 'search' */
  defaultScreen?: AvailabilityScreen;
  /** Called when the tool switches screens. */
  onScreenChange?: (screen: AvailabilityScreen) => void;
  /** Outline level of the screens' headings. @default 2 */
  headingLevel?: HeadingLevel;
}

type AvailabilityFormProps = Pick<
  InquiryFormProps,
  'products' | 'captcha' | 'lookupZip' | 'onSubmit' | 'onDone'
> & {
  productId: string;
};

/** The availability inquiry with the product asked about ticked. */
function AvailabilityForm({ productId, ...rest }: AvailabilityFormProps) {
  // Stable, so the form does not start again on every render of the tool.
  const initialValues = useMemo<Partial<InquiryValues>>(
    () => ({ products: [{ id: productId }] }),
    [productId],
  );
  return (
    <InquiryForm
      aria-label="Availability inquiry"
      variant="availability"
      initialValues={initialValues}
      {...rest}
    />
  );
}

const productLabel = (product: FaqProduct) => `${product.name} (${product.productCode})`;

/**
 * An AvailabilityTool tells whether a product can still be had (spec §4): pick a product by name or UPC; a
 * 'Website Active' one shows 'Available' with its picture, any other tells the visitor to call or lets them
 * 'contact us online', which opens the availability inquiry form with the product ticked. 'Back to Product
 * Search' leaves the form (its entries are dropped); a sent inquiry also returns to the search.
 */
export function AvailabilityTool({
  products,
  value: valueProp,
  defaultValue = null,
  onValueChange,
  onSubmit,
  lookupZip,
  captcha,
  contact = defaultBrand,
  defaultScreen = 'search',
  onScreenChange,
  headingLevel = 2,
  ...rest
}: AvailabilityToolProps) {
  const [innerValue, setInnerValue] = useState<string | null>(defaultValue);
  const value = valueProp === undefined ? innerValue : valueProp;
  const setValue = (next: string | null) => {
    if (valueProp === undefined) setInnerValue(next);
    onValueChange?.(next);
  };
  const product = value === null ? undefined : products.find((candidate) => candidate.id === value);

  const [screen, setScreenState] = useState<AvailabilityScreen>(product ? defaultScreen : 'search');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = `availability-${useId()}-heading`;
  const moved = useRef(false);
  const setScreen = (next: AvailabilityScreen) => {
    moved.current = true;
    setScreenState(next);
    onScreenChange?.(next);
  };
  // A screen swap replaces most of the tool: take keyboard and screen-reader users to the new screen's heading.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    headingRef.current?.focus();
  }, [screen]);

  const inquiryProducts = useMemo(
    () => products.map(({ id, name, productCode }) => ({ id, name, productCode })),
    [products],
  );
  if (screen === 'form' && product) {
    return (
      <AvailabilityRoot data-screen="form" {...rest}>
        <Screen aria-labelledby={headingId}>
          <ScreenHeader>
            <Heading level={headingLevel} size="md" id={headingId} ref={headingRef} tabIndex={-1}>
              Ask about {productLabel(product)}
            </Heading>
            <Button type="button" variant="secondary" onClick={() => setScreen('search')}>
              {MSG_BACK_TO_PRODUCT_SEARCH}
            </Button>
          </ScreenHeader>
          {captcha ? (
            <AvailabilityForm
              productId={product.id}
              products={inquiryProducts}
              captcha={captcha}
              lookupZip={lookupZip}
              onSubmit={onSubmit}
              onDone={() => setScreen('search')}
            />
          ) : (
            <Loading />
          )}
        </Screen>
      </AvailabilityRoot>
    );
  }

  return (
    <AvailabilityRoot data-screen="search" {...rest}>
      <Screen aria-labelledby={headingId}>
        <Heading level={headingLevel} size="md" id={headingId} ref={headingRef} tabIndex={-1}>
          Find your product
        </Heading>
        <FindProduct products={products} value={product ? product.id : null} onChange={setValue} />
        <div aria-live="polite">
          {product && isWebsiteActive(product) ? (
            <Answer data-state="available">
              <Image
                src={product.images.website ?? product.images.websiteThumbnail}
                width={160}
                height={160}
                alt={product.name}
              />
              <AnswerText>
                <AvailableLabel>
                  <AvailableMark aria-hidden="true">✓</AvailableMark>
                  <span>{MSG_AVAILABLE}</span>
                </AvailableLabel>
                <ProductName>{productLabel(product)}</ProductName>
              </AnswerText>
            </Answer>
          ) : null}
          {product && !isWebsiteActive(product) ? (
            <Answer data-state="unavailable">
              <AnswerText>
                <ProductName>{productLabel(product)}</ProductName>
                <p>
                  This product is not currently available. Please call us at{' '}
                  <PhoneLink href={contact.phoneHref}>{contact.phone}</PhoneLink>, {contact.hours}, or{' '}
                  <InlineAction type="button" onClick={() => setScreen('form')}>
                    contact us online
                  </InlineAction>
                  .
                </p>
              </AnswerText>
            </Answer>
          ) : null}
        </div>
      </Screen>
    </AvailabilityRoot>
  );
}
AvailabilityTool.displayName = 'AvailabilityTool';

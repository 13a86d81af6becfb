import { isApiError, sendFiles, type ApiError } from '@larder/client';
import {
  PRODUCT_EMAIL_FILES,
  PRODUCT_EMAIL_SELECTION_PATH,
  type Product,
  type ProductEmailFile,
  type ProductEmailValues,
} from '@larder/domain';
import { ProductEmailModal } from '@larder/ui';
import { useProofOfWork, withProofOfWork } from '../../lib/proof-of-work';
import { getHref } from '../../paths';

/** The href of each attachment the product actually has: its spec sheet PDF and its product images. */
export type ProductEmailHrefs = Partial<Record<ProductEmailFile, string>>;

const absoluteUrl = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Site path of a content image for send-files: the API attaches only files it serves itself, so an image path
 * (`products/ke1001-each.svg`) becomes `/img/products/ke1001-each.svg`; a root-relative path is kept and an
 * image hosted elsewhere is not offered.
 */
function imageHref(path: string | null): string | undefined {
  if (path === null || path === '' || absoluteUrl.test(path) || path.startsWith('//')) return undefined;
  return getHref('contentImage', path);
}

/** The attachments a product can be emailed with (spec §2.5: PDF, each, case, innerCase and souflet images). */
export function productEmailHrefs(product: Pick<Product, 'files' | 'images'>): ProductEmailHrefs {
  const hrefs: ProductEmailHrefs = {};
  if (product.files.pdf) hrefs.pdf = product.files.pdf;
  for (const file of ['each', 'case', 'innerCase', 'souflet'] as const) {
    const href = imageHref(product.images[file]);
    if (href !== undefined) hrefs[file] = href;
  }
  return hrefs;
}

/**
 * The server's field errors on the dialog's fields: `email` on the address, every `attachments…` error on the
 * attachments group. Undefined when none of them is about a field of the dialog (then it is a failure).
 */
function dialogErrors(error: ApiError): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (const { param, msg } of error.errors) {
    const field =
      param === 'email'
        ? 'email'
        : param.startsWith(PRODUCT_EMAIL_SELECTION_PATH)
          ? PRODUCT_EMAIL_SELECTION_PATH
          : undefined;
    if (field !== undefined && !(field in out)) out[field] = msg;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

export interface ProductEmailDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The product: its name and code head the dialog; only the attachments it has are offered. */
  product: Pick<Product, 'name' | 'productCode' | 'files' | 'images'>;
  /** Where focus goes when the dialog closes (call `preventDefault()` to move it yourself). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** The product's email dialog, in its own chunk: the page loads it only when the visitor asks to email. */
export default function ProductEmailDialog({
  open,
  onOpenChange,
  product,
  onCloseAutoFocus,
}: ProductEmailDialogProps) {
  const hrefs = productEmailHrefs(product);
  const files = PRODUCT_EMAIL_FILES.filter((file) => hrefs[file] !== undefined);
  // Solved in the background while the dialog is open; the API wants one with every request.
  const proof = useProofOfWork(open);
  return (
    <ProductEmailModal
      open={open}
      onOpenChange={onOpenChange}
      description={`${product.name} (${product.productCode})`}
      files={files}
      onCloseAutoFocus={onCloseAutoFocus}
      onSend={async (values: ProductEmailValues) => {
        const attachments = files
          .filter((file) => values[file] === true)
          .map((file) => ({ href: hrefs[file] as string }));
        try {
          await withProofOfWork(proof, (captcha) =>
            sendFiles({ email: values.email, attachments, type: 'product', captcha }),
          );
          return undefined;
        } catch (error) {
          const fields = isApiError(error) ? dialogErrors(error) : undefined;
          if (fields !== undefined) return fields;
          throw error;
        }
      }}
    />
  );
}

import { isApiError, sendFiles } from '@larder/client';
import type { PlusOne, Uom } from '@larder/domain';
import { PlusOneModal } from '@larder/ui';
import { useProofOfWork, withProofOfWork, type ProofOfWork } from '../../lib/proof-of-work';

export interface PlusOneDialogProps {
  plusOne: PlusOne;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  units?: readonly Uom[];
  /** Where focus goes when the pop-up closes (call `preventDefault()` to move it yourself). */
  onCloseAutoFocus?: (event: Event) => void;
}

function pdfOf(plusOne: PlusOne): string | null {
  return plusOne.details.pdfFilePath ?? plusOne.pdfFilePath;
}

/** 'print it' (spec §2.7): opens the plus-one's PDF in a new tab, where the browser's viewer prints it. */
function printPdf(plusOne: PlusOne) {
  const pdf = pdfOf(plusOne);
  if (pdf) window.open(pdf, '_blank', 'noopener');
}

/** 'email it': sends the PDF (spec §4: only when a PDF path exists); field errors come back for the form. */
async function emailPdf(email: string, plusOne: PlusOne, proof: ProofOfWork) {
  const pdf = pdfOf(plusOne);
  if (!pdf) return undefined;
  try {
    await withProofOfWork(proof, (captcha) =>
      sendFiles({ email, attachments: [{ href: pdf }], type: 'plus one', captcha }),
    );
    return undefined;
  } catch (error) {
    if (isApiError(error) && error.hasFieldErrors) return error.fieldErrors();
    throw error;
  }
}

/**
 * The plus-one pop-up with 'print it' and 'email it'. Its own chunk: pages load it only when a visitor opens a
 * plus-one, so their first load carries no dialog code.
 */
export default function PlusOneDialog({
  plusOne,
  open,
  onOpenChange,
  units,
  onCloseAutoFocus,
}: PlusOneDialogProps) {
  // Solved in the background while the pop-up is open; the API wants one with every request.
  const proof = useProofOfWork(open);
  return (
    <PlusOneModal
      plusOne={plusOne}
      open={open}
      onOpenChange={onOpenChange}
      units={units}
      onCloseAutoFocus={onCloseAutoFocus}
      onPrint={printPdf}
      onSendEmail={(email, item) => emailPdf(email, item, proof)}
    />
  );
}

import { isApiError, sendFiles } from '@larder/client';
import type { UnitSystem } from '@larder/domain';
import { EmailModal } from '@larder/ui';
import { useProofOfWork, withProofOfWork } from '../../lib/proof-of-work';

export interface RecipeEmailDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The recipe's title, shown under the dialog's heading. */
  title: string;
  /** Path of the recipe's PDF (spec §4: a recipe email is sent only when a PDF path exists). */
  pdf: string;
  /** The size the page shows when it is scaled (`?servings=&units=`): the email then lists the amounts at it. */
  scaling?: { servings: number; units: UnitSystem };
  /** Where focus goes when the dialog closes (call `preventDefault()` to move it yourself). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** The recipe's email dialog, in its own chunk: the page loads it only when the visitor asks to email. */
export default function RecipeEmailDialog({
  open,
  onOpenChange,
  title,
  pdf,
  scaling,
  onCloseAutoFocus,
}: RecipeEmailDialogProps) {
  // Solved in the background while the dialog is open; the API wants one with every request.
  const proof = useProofOfWork(open);
  return (
    <EmailModal
      open={open}
      onOpenChange={onOpenChange}
      description={title}
      onCloseAutoFocus={onCloseAutoFocus}
      onSend={async (email) => {
        try {
          await withProofOfWork(proof, (captcha) =>
            sendFiles({ email, attachments: [{ href: pdf }], type: 'recipe', captcha, ...scaling }),
          );
          return undefined;
        } catch (error) {
          if (isApiError(error) && error.hasFieldErrors) return error.fieldErrors();
          throw error;
        }
      }}
    />
  );
}

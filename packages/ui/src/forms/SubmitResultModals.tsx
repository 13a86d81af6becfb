import { ResultModal } from '../components/ResultModal';
import type { SubmitOutcome } from './useSubmitFlow';

export interface SubmitResultModalsProps {
  /** The settled submission, from `useSubmitFlow`. */
  outcome: SubmitOutcome;
  /** Title of the success modal. */
  successTitle: string;
  /** Text of the success modal. */
  successText?: string;
  /** Called when the success modal closes (reset the form, then complete the flow). */
  onSuccessClose: () => void;
  /** Called when the failure modal closes (the form keeps its values). */
  onFailureClose: () => void;
}

/** SubmitResultModals shows a form's success or failure modal (spec §4) for the settled submission. */
export function SubmitResultModals({
  outcome,
  successTitle,
  successText,
  onSuccessClose,
  onFailureClose,
}: SubmitResultModalsProps) {
  return (
    <>
      <ResultModal
        open={outcome?.status === 'success'}
        onOpenChange={(open) => {
          if (!open) onSuccessClose();
        }}
        title={successTitle}
        text={successText}
      />
      <ResultModal
        variant="error"
        open={outcome?.status === 'failure'}
        onOpenChange={(open) => {
          if (!open) onFailureClose();
        }}
        title={outcome?.status === 'failure' ? outcome.message : ''}
      />
    </>
  );
}
SubmitResultModals.displayName = 'SubmitResultModals';

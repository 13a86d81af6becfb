import { createContext, useContext } from 'react';

/**
 * How many times the surrounding SubmitFlowForm was reset after a success; `FormCaptchaField` starts a new
 * challenge on each change. Undefined outside a SubmitFlowForm.
 */
export const CaptchaResetContext = createContext<number | undefined>(undefined);

/** The reset key of the surrounding SubmitFlowForm's captcha (undefined outside one). */
export function useCaptchaResetKey(): number | undefined {
  return useContext(CaptchaResetContext);
}

import { useField } from 'react-final-form';
import { CaptchaField, type CaptchaConfig } from '../components/CaptchaField';
import { visibleError } from './adapters';
import { useCaptchaResetKey } from './captchaReset';

export interface FormCaptchaFieldProps {
  /** Field name of the token ('captcha' or 'captchaId'). */
  name: string;
  /** The active provider. */
  config: CaptchaConfig;
  /** Change it to reset the widget. @default the reset key of the surrounding SubmitFlowForm */
  resetKey?: number | string;
  /** Mark invalid without message text. @default false */
  hideErrorText?: boolean;
}

/** FormCaptchaField connects a CaptchaField to final-form: the token is the field value, the schema gives the message. */
export function FormCaptchaField({ name, config, resetKey, hideErrorText = false }: FormCaptchaFieldProps) {
  const { input, meta } = useField<string>(name, {
    subscription: { error: true, touched: true, submitError: true, dirtySinceLastSubmit: true },
  });
  const error = visibleError(meta);
  const flowResetKey = useCaptchaResetKey();
  return (
    <CaptchaField
      config={config}
      resetKey={resetKey ?? flowResetKey}
      error={hideErrorText ? undefined : error}
      invalid={Boolean(error)}
      onChange={(token) => {
        input.onChange(token ?? undefined);
        input.onBlur();
      }}
    />
  );
}
FormCaptchaField.displayName = 'FormCaptchaField';

export { validateWith } from './validateWith';
export { toFieldErrors, hasSubmitErrors } from './toFieldErrors';
export type { ApiFieldError, FieldErrors, FormSubmitResult } from './toFieldErrors';
export { Field, FieldLabel, FieldError, FieldGroup } from './Field';
export type {
  FieldProps,
  FieldLabelProps,
  FieldErrorProps,
  FieldGroupProps,
  FieldControlProps,
} from './Field';
export {
  TextField,
  TextAreaField,
  SelectField,
  CheckboxField,
  MultiSelectField,
  visibleError,
} from './adapters';
export type {
  TextFieldProps,
  TextAreaFieldProps,
  SelectFieldProps,
  CheckboxFieldProps,
  MultiSelectFieldProps,
  OptionsStatus,
} from './adapters';
export { Select, useFinePointer } from './Select';
export { CreatableMultiSelect } from './CreatableMultiSelect';
export type { CreatableMultiSelectProps } from './CreatableMultiSelect';
export { CreatableMultiSelectField } from './CreatableMultiSelectField';
export type { CreatableMultiSelectFieldProps } from './CreatableMultiSelectField';
export type { SelectProps } from './Select';
export { SubmitButton } from './SubmitButton';
export type { SubmitButtonProps } from './SubmitButton';
export { useSubmitFlow } from './useSubmitFlow';
export type { SubmitOutcome, SubmitFlowOptions } from './useSubmitFlow';
export { SubmitResultModals } from './SubmitResultModals';
export { SubmitFlowForm } from './SubmitFlowForm';
export type { SubmitFlowFormProps } from './SubmitFlowForm';
export type { SubmitResultModalsProps } from './SubmitResultModals';
export { FormCaptchaField } from './CaptchaAdapter';
export type { FormCaptchaFieldProps } from './CaptchaAdapter';
export { FormRoot, FormGrid, FormActions } from './Field.styles';

export { EventRegistrationForm, REGISTRATION_DONE_DELAY_MS } from './EventRegistrationForm';
export type { EventRegistrationFormProps } from './EventRegistrationForm';

export { InquiryForm } from './InquiryForm';
export type { InquiryFormProps, InquiryProduct } from './InquiryForm';

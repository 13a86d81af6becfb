export { GeneralSampleForm } from './GeneralSampleForm';
export type { GeneralSampleFormProps, SampleProduct } from './GeneralSampleForm';

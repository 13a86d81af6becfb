export { PdfPreview } from './PdfPreview';
export type { PdfPreviewProps } from './PdfPreview';

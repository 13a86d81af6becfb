import { PdfPreview, useIsMobile } from '@larder/ui';
// pdf.js's worker as a file of its own: the recipe card preview parses the PDF off the main thread.
import pdfWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * The recipe card's first page with its download link (spec §9: scale 1.5, and 1.3 in the mobile view). A module of
 * its own, loaded by the recipe page as a visible part (recipe-detail.tsx), so that PdfPreview is not in the page's
 * first load (pdf.js itself is a dynamic import of PdfPreview's). It reads the view's width itself: the page's props
 * to it stay the same when the phone's first render after hydration switches to the mobile view, so that render
 * does not load it.
 */
export function RecipeCardPreview({ src, title }: { src: string; title: string }) {
  const isMobile = useIsMobile();
  return (
    <PdfPreview
      src={src}
      title={title}
      scale={isMobile ? 1.3 : 1.5}
      workerSrc={pdfWorkerUrl}
      downloadLabel="Download the recipe card"
    />
  );
}

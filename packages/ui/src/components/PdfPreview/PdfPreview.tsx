import { useEffect, useRef, useState, type ComponentPropsWithRef } from 'react';
import { Loading } from '../Loading';
import { PdfCanvas, PdfDownload, PdfMessage, PdfPage, PdfPreviewRoot } from './PdfPreview.styles';
import { renderFirstPage } from './render-first-page';

/** Letter, the size of every PDF the site prints, in PDF points: the box kept for page 1 before it is drawn. */
const LETTER = { width: 612, height: 792 };

/** Where a preview is: waiting to scroll into view, fetching and drawing, drawn, or failed. */
export type PdfPreviewState = 'waiting' | 'loading' | 'ready' | 'error';

export interface PdfPreviewProps extends Omit<ComponentPropsWithRef<'figure'>, 'children'> {
  /** URL of the PDF (same origin, or served with CORS headers). */
  src: string;
  /** What the PDF is, e.g. 'Buffalo Chicken Dip recipe card': names the drawn page for screen readers. */
  title: string;
  /** Zoom of page 1: 1 draws one PDF point per CSS pixel (spec §9: 1.5, or 1.3 on another view). @default 1.5 */
  scale?: number;
  /**
   * URL of pdf.js's worker (`pdfjs-dist/build/pdf.worker.min.mjs`, e.g. Vite's `?url` import of it). Without it the
   * PDF is parsed on the main thread.
   */
  workerSrc?: string;
  /** Text of the download link. @default 'Download PDF' */
  downloadLabel?: string;
  /** Text shown when the PDF cannot be fetched or read. @default 'The preview could not be shown.' */
  errorText?: string;
  /** Called once page 1 is drawn, with its size in CSS pixels. */
  onRendered?: (page: { width: number; height: number }) => void;
}

/**
 * A PdfPreview draws page 1 of a PDF at a given scale with pdf.js, loaded lazily: nothing is fetched until the
 * preview comes near the viewport, and pdf.js itself is a separate chunk. The drawn page is an image named after
 * `title`; a download link sits below it, and a message replaces the page when the PDF cannot be read. The box
 * keeps the page's size from the start, so nothing moves when it appears.
 */
export function PdfPreview({
  src,
  title,
  scale = 1.5,
  workerSrc,
  downloadLabel = 'Download PDF',
  errorText = 'The preview could not be shown.',
  onRendered,
  ...rest
}: PdfPreviewProps) {
  const pageRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [near, setNear] = useState(false);
  const [state, setState] = useState<PdfPreviewState>('waiting');
  const [size, setSize] = useState({ width: LETTER.width * scale, height: LETTER.height * scale });
  const renderedRef = useRef(onRendered);
  useEffect(() => {
    renderedRef.current = onRendered;
  });

  useEffect(() => {
    const node = pageRef.current;
    if (!node || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '300px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!near || !canvas) return undefined;
    const controller = new AbortController();
    setState('loading');
    renderFirstPage({ src, canvas, scale, workerSrc, signal: controller.signal }).then(
      (page) => {
        if (controller.signal.aborted) return;
        setSize(page);
        setState('ready');
        renderedRef.current?.(page);
      },
      () => {
        if (!controller.signal.aborted) setState('error');
      },
    );
    return () => controller.abort();
  }, [near, src, scale, workerSrc]);

  return (
    <PdfPreviewRoot data-state={state} {...rest}>
      <PdfPage ref={pageRef} $width={size.width} $height={size.height}>
        <PdfCanvas ref={canvasRef} role="img" aria-label={`${title}, page 1`} hidden={state !== 'ready'} />
        {state === 'waiting' || state === 'loading' ? <Loading /> : null}
        {state === 'error' ? <PdfMessage role="alert">{errorText}</PdfMessage> : null}
      </PdfPage>
      <PdfDownload href={src} download>
        {downloadLabel}
      </PdfDownload>
    </PdfPreviewRoot>
  );
}
PdfPreview.displayName = 'PdfPreview';

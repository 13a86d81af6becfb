// The site type-checks this file from source (the @larder/source condition) without the library's tsconfig, so
// the declaration of the worker module comes along with it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./modules.d.ts" />

/** What `renderFirstPage` drew: the page's size in CSS pixels at the requested scale. */
export interface RenderedPage {
  width: number;
  height: number;
}

export interface RenderFirstPageOptions {
  src: string;
  canvas: HTMLCanvasElement;
  scale: number;
  workerSrc: string | undefined;
  signal: AbortSignal;
}

/**
 * Draws page 1 of the PDF at `src` into `canvas` at `scale` (1 = 72 dpi, one PDF point per CSS pixel), sharp on
 * high-density screens. pdf.js is imported on first use, so a page that never shows a preview never loads it. With
 * `workerSrc` (the URL of `pdfjs-dist/build/pdf.worker.min.mjs` as the app's bundler emits it) the PDF is parsed in a
 * Web Worker; without it pdf.js parses on the main thread, which is fine for one page of a recipe card.
 */
export async function renderFirstPage({
  src,
  canvas,
  scale,
  workerSrc,
  signal,
}: RenderFirstPageOptions): Promise<RenderedPage> {
  const pdfjs = await import('pdfjs-dist');
  if (workerSrc) pdfjs.GlobalWorkerOptions.workerSrc = workerSrc;
  else if (!pdfjs.GlobalWorkerOptions.workerSrc) await import('pdfjs-dist/build/pdf.worker.min.mjs');
  signal.throwIfAborted();

  const task = pdfjs.getDocument({
    url: src,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  const cancel = () => void task.destroy();
  signal.addEventListener('abort', cancel, { once: true });
  try {
    const pdf = await task.promise;
    const page = await pdf.getPage(1);
    const viewport = page.getViewport({ scale });
    const density = Math.max(1, globalThis.devicePixelRatio || 1);
    canvas.width = Math.floor(viewport.width * density);
    canvas.height = Math.floor(viewport.height * density);
    await page.render({
      canvas,
      viewport,
      transform: density === 1 ? undefined : [density, 0, 0, density, 0, 0],
    }).promise;
    signal.throwIfAborted();
    return { width: viewport.width, height: viewport.height };
  } finally {
    signal.removeEventListener('abort', cancel);
    void task.destroy();
  }
}

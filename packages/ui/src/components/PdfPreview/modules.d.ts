// The pdf.js worker module has no type declarations: imported only for its side effect (it registers
// `globalThis.pdfjsWorker`, which pdf.js uses to parse on the main thread when no worker URL is given).
declare module 'pdfjs-dist/build/pdf.worker.min.mjs';

// Vite's `?url` imports (stories and tests): the URL of the emitted file.
declare module '*.pdf?url' {
  const url: string;
  export default url;
}

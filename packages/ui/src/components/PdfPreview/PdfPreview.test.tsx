import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { PdfPreview } from './PdfPreview';
import { renderFirstPage, type RenderFirstPageOptions } from './render-first-page';

// jsdom has no canvas: the drawing itself is checked in real Chromium by the stories (PdfPreview.stories.tsx).
// By default the PDF never arrives, so a preview stays 'Loading...'.
vi.mock('./render-first-page', () => ({ renderFirstPage: vi.fn(() => new Promise(() => {})) }));
const draw = vi.mocked(renderFirstPage);

afterEach(() => {
  draw.mockReset();
  vi.unstubAllGlobals();
});

describeConformance(PdfPreview, { name: 'PdfPreview', props: { src: '/files/card.pdf', title: 'Card' } });

describe('PdfPreview', () => {
  it('draws page 1 at scale 1.5 by default and names it after the title', async () => {
    draw.mockResolvedValue({ width: 918, height: 1188 });
    const onRendered = vi.fn();
    renderWithProviders(<PdfPreview src="/files/card.pdf" title="Ranch card" onRendered={onRendered} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await waitFor(() => expect(onRendered).toHaveBeenCalledWith({ width: 918, height: 1188 }));
    expect(draw).toHaveBeenCalledWith(
      expect.objectContaining({ src: '/files/card.pdf', scale: 1.5, workerSrc: undefined }),
    );
    expect(screen.getByRole('img', { name: 'Ranch card, page 1' })).toBeInstanceOf(HTMLCanvasElement);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/files/card.pdf');
  });

  it('passes the scale and the worker URL it is given', async () => {
    draw.mockResolvedValue({ width: 795.6, height: 1029.6 });
    renderWithProviders(
      <PdfPreview src="/c.pdf" title="Card" scale={1.3} workerSrc="/assets/pdf.worker.min.mjs" />,
    );
    await screen.findByRole('img', { name: 'Card, page 1' });
    expect(draw).toHaveBeenCalledWith(
      expect.objectContaining({ scale: 1.3, workerSrc: '/assets/pdf.worker.min.mjs' }),
    );
  });

  it('shows a message and keeps the download link when the PDF cannot be read', async () => {
    draw.mockRejectedValue(new Error('Missing PDF'));
    renderWithProviders(<PdfPreview src="/missing.pdf" title="Card" downloadLabel="Download the card" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The preview could not be shown.');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Download the card' })).toHaveAttribute('href', '/missing.pdf');
  });

  it('loads nothing until the preview comes near the viewport', async () => {
    draw.mockResolvedValue({ width: 918, height: 1188 });
    let notify: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof notify) {
          notify = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    renderWithProviders(<PdfPreview src="/files/card.pdf" title="Card" />);
    expect(screen.getByRole('figure')).toHaveAttribute('data-state', 'waiting');
    expect(draw).not.toHaveBeenCalled();
    notify?.([{ isIntersecting: true }]);
    await screen.findByRole('img', { name: 'Card, page 1' });
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('stops drawing when it leaves the page before the PDF arrives', async () => {
    let options: RenderFirstPageOptions | undefined;
    draw.mockImplementation((given) => {
      options = given;
      return new Promise(() => {});
    });
    const { unmount } = renderWithProviders(<PdfPreview src="/files/card.pdf" title="Card" />);
    await waitFor(() => expect(options).toBeDefined());
    unmount();
    expect(options?.signal.aborted).toBe(true);
  });
});

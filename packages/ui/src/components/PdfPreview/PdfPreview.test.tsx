import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { PdfPreview } from './PdfPreview';

describeConformance(PdfPreview, { name: 'PdfPreview', props: { src: '/files/card.pdf', title: 'Card' } });

describe('PdfPreview', () => {
  it('shows page 1 at scale 1.5 by default, loaded lazily, with a download link', () => {
    renderWithProviders(<PdfPreview src="/files/card.pdf" title="Ranch card" />);
    const frame = screen.getByTitle('Ranch card');
    expect(frame).toHaveAttribute('src', '/files/card.pdf#page=1&zoom=150');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/files/card.pdf');
  });

  it('uses the given scale', () => {
    renderWithProviders(<PdfPreview src="/files/card.pdf#x" title="Ranch card" scale={1.3} />);
    expect(screen.getByTitle('Ranch card')).toHaveAttribute('src', '/files/card.pdf#page=1&zoom=130');
  });
});

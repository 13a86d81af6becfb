import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { QrCode } from './QrCode';
import { DIGITAL_LINK_QR_SRC, DIGITAL_LINK_URL } from './fixtures';
import * as stories from './QrCode.stories';

const { Default, SmallWithCaption } = composeStories(stories);

describeConformance(QrCode, { name: 'QrCode', props: { src: DIGITAL_LINK_QR_SRC, url: DIGITAL_LINK_URL } });

describe('QrCode', () => {
  it('given a Digital Link, shows the code named by its caption, with the URL as text', () => {
    renderWithProviders(<Default />);
    const figure = screen.getByRole('figure', { name: `Scan to open this product ${DIGITAL_LINK_URL}` });
    const image = screen.getByRole('img', { name: 'QR code' });
    expect(figure).toContainElement(image);
    expect(image).toHaveAttribute('src', DIGITAL_LINK_QR_SRC);
    expect(image).toHaveAttribute('width', '128');
    expect(screen.getByText(DIGITAL_LINK_URL)).toBeInTheDocument();
  });

  it('given a size and caption, draws the code at that size and says what scanning does', () => {
    renderWithProviders(<SmallWithCaption />);
    expect(screen.getByText('Scan to open this page')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code' })).toHaveAttribute('height', '96');
  });

  it('keeps sizing out of style attributes (the site’s CSP refuses inline styles)', () => {
    renderWithProviders(<Default />);
    expect(screen.getByRole('figure').querySelector('[style]')).toBeNull();
  });
});

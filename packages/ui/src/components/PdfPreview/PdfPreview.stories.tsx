import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PdfPreview } from './PdfPreview';

// A one-page PDF written inline, so the story needs no server.
const samplePdf = `data:application/pdf;base64,${btoa(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF',
)}`;

const meta = {
  title: 'Dialogs/PdfPreview',
  component: PdfPreview,
  args: { src: samplePdf, title: 'Smoky Chipotle Ranch recipe card', height: 320 },
} satisfies Meta<typeof PdfPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('iframe');
    await expect(frame).toHaveAttribute('title', 'Smoky Chipotle Ranch recipe card');
    await expect(frame?.getAttribute('src')).toMatch(/#page=1&zoom=150$/);
    await expect(within(canvasElement).getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'download',
    );
  },
};

export const SmallerScale: Story = {
  args: { scale: 1.3 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('iframe')?.getAttribute('src')).toMatch(/zoom=130$/);
  },
};

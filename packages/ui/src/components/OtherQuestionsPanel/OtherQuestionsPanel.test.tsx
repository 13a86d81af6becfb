import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { OtherQuestionsPanel } from './OtherQuestionsPanel';

describeConformance(OtherQuestionsPanel, { name: 'OtherQuestionsPanel', props: {} });

describe('OtherQuestionsPanel', () => {
  it("asks 'Any other questions?' and links to the contact page", () => {
    renderWithProviders(<OtherQuestionsPanel />);
    expect(screen.getByRole('region', { name: 'Any other questions?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Any other questions?');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('takes its own text, link and heading level', () => {
    renderWithProviders(
      <OtherQuestionsPanel contactHref="/contact?from=faq" contactLabel="Write to us" headingLevel={3}>
        Ask away.
      </OtherQuestionsPanel>,
    );
    expect(screen.getByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(screen.getByText('Ask away.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', '/contact?from=faq');
  });
});

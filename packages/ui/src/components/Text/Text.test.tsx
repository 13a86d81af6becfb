import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { Text } from './Text';

describeConformance(Text, { name: 'Text', props: { children: 'Copy' }, refType: HTMLParagraphElement });

describe('Text', () => {
  it('renders inline text as a span when asked', () => {
    renderWithProviders(
      <p>
        Shelf life: <Text as="span">365 days</Text>
      </p>,
    );
    expect(screen.getByText('365 days').tagName).toBe('SPAN');
  });

  it('marks its tone for styling', () => {
    renderWithProviders(<Text tone="danger">Product is Past Its Expiration Date</Text>);
    expect(screen.getByText('Product is Past Its Expiration Date')).toHaveAttribute('data-tone', 'danger');
  });
});

import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describeConformance } from '../../test/conformance';
import { renderWithProviders } from '../../test/render';
import { DetailActions, DetailLayout } from './DetailLayout';
import * as stories from './DetailLayout.stories';

const { Default, WideMedia, Loading, LoadFailed } = composeStories(stories);

describeConformance(DetailLayout, { name: 'DetailLayout', props: { heading: 'Ranch' } });
describeConformance(DetailActions, { name: 'DetailActions', props: {} });

describe('DetailLayout', () => {
  it('shows the title as the one h1, the meta line, the actions, the details and the link back', () => {
    renderWithProviders(<Default />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ranch Dressing Cup 1.5 oz');
    expect(screen.getByText(/Product code: KE1003/)).toHaveTextContent('Product code: KE1003 New');
    expect(screen.getByRole('button', { name: 'Print product info' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Product details' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all products' })).toHaveAttribute('href', '/products');
  });

  it('renders as an article when asked, with the media on the wide side', () => {
    const { container } = renderWithProviders(<WideMedia />);
    expect(container.querySelector('article')).not.toBeNull();
    expect(container.querySelector('[data-media="wide"]')).not.toBeNull();
  });

  it('while loading, shows only Loading...', () => {
    renderWithProviders(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('after a failure, announces only the message, even while still marked loading', () => {
    renderWithProviders(<LoadFailed loading />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This product could not be loaded. Please try again.',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('leaves out the meta line and the link back when not given', () => {
    renderWithProviders(<DetailLayout heading="Ranch" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling).toBeNull();
  });
});

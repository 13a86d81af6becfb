import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { LarderProvider } from '../theme/LarderProvider';
import type { Theme } from '../theme/tokens';
import type { LinkComponent } from '../theme/Link';

export interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  theme?: Theme;
  link?: LinkComponent;
}

/** Renders inside LarderProvider, as the site and Storybook do. */
export function renderWithProviders(ui: ReactElement, { theme, link, ...options }: ProviderOptions = {}) {
  function Wrapper({ children }: { children?: ReactNode }) {
    return (
      <LarderProvider theme={theme} link={link}>
        {children}
      </LarderProvider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}

import { act } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrated } from './useBrowserValue';

// Lets act() wait for React's work, as React's own tests do.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const renders: boolean[] = [];

function Probe() {
  const hydrated = useHydrated();
  renders.push(hydrated);
  return <p>{hydrated ? 'in the browser' : 'server HTML'}</p>;
}

let container: HTMLDivElement;
afterEach(() => {
  container?.remove();
  renders.length = 0;
});

describe('useHydrated', () => {
  it('when a page hydrates, then it keeps the server HTML, and shows the browser value once the page is hydrated', async () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    expect(container.textContent).toBe('server HTML');
    renders.length = 0;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('in the browser');
    // Hydration with the server value, the synchronous pass React makes after it (still the server value: the
    // switch is deferred), then the switch itself, rendered as a transition.
    expect(renders).toEqual([false, false, true]);
  });

  it('when it renders in the browser without hydrating (a navigation), then it has the browser value at once', async () => {
    container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<Probe />);
    });
    expect(renders).toEqual([true]);
    expect(container.textContent).toBe('in the browser');
  });
});

import { styled, css } from 'styled-components';

/** Breakpoint steps, largest first: below `maxWidth` px, `count` slides are visible. */
export interface CarouselStep {
  maxWidth: number;
  count: number;
}

// The slide width comes from a custom property set per media query, so the server-rendered markup already has
// the right widths at every viewport (no JS measurement, no layout shift on hydration).
function perViewRules(base: number, steps: readonly CarouselStep[], count: number) {
  const hiddenDots = (perView: number) => {
    const positions = Math.max(1, count - perView + 1);
    // One dot per reachable position; with a single position there is nothing to choose between. Each breakpoint
    // states both which dots show and which hide (same specificity, later wins), because a narrower viewport has
    // more positions than a wider one and must undo the wider rule's hiding.
    return css`
      [data-part='dots'] {
        display: ${positions <= 1 ? 'none' : 'flex'};
      }
      [data-part='dots'] > li:nth-child(-n + ${positions}) {
        display: block;
      }
      [data-part='dots'] > li:nth-child(n + ${positions + 1}) {
        display: none;
      }
    `;
  };
  return css`
    --carousel-per-view: ${base};
    ${hiddenDots(base)}
    ${steps.map(
      (step) => css`
        @media (max-width: ${step.maxWidth - 0.02}px) {
          --carousel-per-view: ${step.count};
          ${hiddenDots(step.count)}
        }
      `,
    )}
  `;
}

export const Root = styled.section<{ $base: number; $steps: readonly CarouselStep[]; $count: number }>`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas:
    'prev viewport next'
    'dots dots dots';
  align-items: center;
  gap: var(--ui-space-2);
  color: var(--ui-color-text);
  font-family: var(--ui-font-body);
  ${({ $base, $steps, $count }) => perViewRules($base, $steps, $count)}
`;

export const Viewport = styled.div`
  grid-area: viewport;
  overflow: hidden;
`;

export const Track = styled.div<{ $index: number }>`
  display: flex;
  transform: translateX(calc(-100% * ${({ $index }) => $index} / var(--carousel-per-view)));
  transition: transform 300ms ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const Slide = styled.div`
  flex: 0 0 calc(100% / var(--carousel-per-view));
  min-width: 0;
  box-sizing: border-box;
  padding-inline: var(--ui-space-1);
`;

export const Arrow = styled.button`
  display: inline-grid;
  place-items: center;
  width: var(--ui-space-7);
  height: var(--ui-space-7);
  padding: 0;
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-pill);
  background: var(--ui-color-surface);
  color: var(--ui-color-text);
  cursor: pointer;

  &[data-direction='previous'] {
    grid-area: prev;
  }
  &[data-direction='next'] {
    grid-area: next;
  }
  &:hover:not(:disabled) {
    border-color: var(--ui-color-accent);
    color: var(--ui-color-accent-strong);
  }
  &:disabled {
    cursor: default;
    color: var(--ui-color-text-muted);
    opacity: 0.6;
  }
  &:focus-visible {
    outline: 3px solid var(--ui-color-focus);
    outline-offset: 2px;
  }
  svg {
    width: var(--ui-space-4);
    height: var(--ui-space-4);
  }
`;

export const Dots = styled.ol`
  grid-area: dots;
  display: flex;
  justify-content: center;
  flex-wrap: wrap;
  gap: var(--ui-space-1);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Dot = styled.button`
  display: grid;
  place-items: center;
  width: var(--ui-space-5);
  height: var(--ui-space-5);
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;

  &::before {
    content: '';
    width: var(--ui-space-2);
    height: var(--ui-space-2);
    border: 1px solid var(--ui-color-text-muted);
    border-radius: var(--ui-radius-pill);
    background: var(--ui-color-surface);
  }
  &[aria-current='true']::before {
    border-color: var(--ui-color-accent-strong);
    background: var(--ui-color-accent-strong);
  }
  &:focus-visible {
    outline: 3px solid var(--ui-color-focus);
    outline-offset: 1px;
    border-radius: var(--ui-radius-pill);
  }
`;

import {
  Children,
  useCallback,
  useId,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Arrow, Dot, Dots, Root, Slide, Track, Viewport, type CarouselStep } from './Carousel.styles';

/**
 * Slides visible at once: a number, or `{ default: 9, 1000: 5, 767: 3 }` meaning 9 slides, 5 below 1000 px and
 * 3 below 767 px.
 */
export type CarouselSlidesPerView = number | { default: number; [maxWidth: number]: number };

export interface CarouselProps extends Omit<ComponentPropsWithRef<'section'>, 'children' | 'aria-label'> {
  /** Accessible name of the carousel, e.g. 'Featured Products'. */
  label: string;
  /** The slides, one child each. */
  children: ReactNode;
  /** Slides visible at once, per breakpoint. @default 1 */
  slidesPerView?: CarouselSlidesPerView;
  /** Whether moving past the last position wraps to the first (and back). @default false */
  infinite?: boolean;
  /** Whether to show one dot button per position. @default true */
  dots?: boolean;
  /** Index of the first visible slide (controlled). */
  index?: number;
  /** Initial index of the first visible slide (uncontrolled). @default 0 */
  defaultIndex?: number;
  /** Called with the new first-visible index when the user moves the carousel. */
  onIndexChange?: (index: number) => void;
  /** Accessible label of the previous button. @default 'Previous slide' */
  previousLabel?: string;
  /** Accessible label of the next button. @default 'Next slide' */
  nextLabel?: string;
}

interface NormalisedPerView {
  base: number;
  steps: CarouselStep[];
}

function normalise(slidesPerView: CarouselSlidesPerView): NormalisedPerView {
  if (typeof slidesPerView === 'number') return { base: Math.max(1, slidesPerView), steps: [] };
  const steps = Object.entries(slidesPerView)
    .filter(([key]) => key !== 'default' && Number.isFinite(Number(key)))
    .map(([key, count]) => ({ maxWidth: Number(key), count: Math.max(1, count) }))
    .sort((a, b) => b.maxWidth - a.maxWidth);
  return { base: Math.max(1, slidesPerView.default), steps };
}

function mediaQuery(step: CarouselStep): string {
  return `(max-width: ${step.maxWidth - 0.02}px)`;
}

function hasMatchMedia(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}

/**
 * The slides-per-view value the CSS currently applies, for navigation limits only (widths stay CSS-driven).
 * The server snapshot is the default, so hydration matches the server markup before switching.
 */
function useCurrentPerView({ base, steps }: NormalisedPerView): number {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!hasMatchMedia() || steps.length === 0) return () => {};
      const lists = steps.map((step) => window.matchMedia(mediaQuery(step)));
      lists.forEach((list) => list.addEventListener('change', onChange));
      return () => lists.forEach((list) => list.removeEventListener('change', onChange));
    },
    [steps],
  );
  const getSnapshot = useCallback(() => {
    if (!hasMatchMedia()) return base;
    let current = base;
    // Steps are largest first, so the last matching one is the narrowest breakpoint that applies.
    for (const step of steps) if (window.matchMedia(mediaQuery(step)).matches) current = step.count;
    return current;
  }, [base, steps]);
  return useSyncExternalStore(subscribe, getSnapshot, () => base);
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={direction === 'previous' ? 'M10 3 5 8l5 5' : 'M6 3l5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A Carousel shows a row of slides, a given number at a time per breakpoint, with previous/next buttons, optional
 * dots and arrow-key navigation.
 */
export function Carousel({
  label,
  children,
  slidesPerView = 1,
  infinite = false,
  dots = true,
  index: indexProp,
  defaultIndex = 0,
  onIndexChange,
  previousLabel = 'Previous slide',
  nextLabel = 'Next slide',
  onKeyDown,
  ref,
  ...rest
}: CarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const perViewKey = JSON.stringify(slidesPerView);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by value so inline objects do not resubscribe
  const perView = useMemo(() => normalise(slidesPerView), [perViewKey]);
  const visible = useCurrentPerView(perView);
  const [uncontrolled, setUncontrolled] = useState(defaultIndex);
  const maxIndex = Math.max(0, count - visible);
  const current = Math.min(Math.max(0, indexProp ?? uncontrolled), maxIndex);
  const viewportId = useId();

  const goTo = (next: number) => {
    if (next === current) return;
    if (indexProp === undefined) setUncontrolled(next);
    onIndexChange?.(next);
  };
  const canPrevious = current > 0 || (infinite && maxIndex > 0);
  const canNext = current < maxIndex || (infinite && maxIndex > 0);
  const previous = () => {
    if (current > 0) goTo(current - 1);
    else if (infinite) goTo(maxIndex);
  };
  const next = () => {
    if (current < maxIndex) goTo(current + 1);
    else if (infinite) goTo(0);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const target = event.target as HTMLElement;
    // Arrow keys keep their meaning inside text fields and selects placed on a slide.
    if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
    if (event.key === 'ArrowLeft' && canPrevious) {
      event.preventDefault();
      previous();
    } else if (event.key === 'ArrowRight' && canNext) {
      event.preventDefault();
      next();
    }
  };

  return (
    // The arrow keys are a shortcut for the buttons inside; key events bubble here from the focused link or
    // button, so the region itself needs no tab stop.
    <Root
      ref={ref}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={handleKeyDown}
      {...rest}
      $base={perView.base}
      $steps={perView.steps}
      $count={count}
    >
      <Arrow
        type="button"
        data-direction="previous"
        aria-label={previousLabel}
        aria-controls={viewportId}
        disabled={!canPrevious}
        onClick={previous}
      >
        <Chevron direction="previous" />
      </Arrow>
      <Viewport id={viewportId} aria-live="polite">
        <Track $index={current}>
          {slides.map((slide, position) => {
            const shown = position >= current && position < current + visible;
            return (
              <Slide
                key={position}
                role="group"
                aria-roledescription="slide"
                aria-label={`${position + 1} of ${count}`}
                data-state={shown ? 'visible' : 'hidden'}
                inert={!shown}
              >
                {slide}
              </Slide>
            );
          })}
        </Track>
      </Viewport>
      <Arrow
        type="button"
        data-direction="next"
        aria-label={nextLabel}
        aria-controls={viewportId}
        disabled={!canNext}
        onClick={next}
      >
        <Chevron direction="next" />
      </Arrow>
      {dots && count > 1 ? (
        <Dots data-part="dots">
          {slides.map((_slide, position) => (
            <li key={position}>
              <Dot
                type="button"
                aria-label={`Go to slide ${position + 1}`}
                aria-controls={viewportId}
                aria-current={position === current ? 'true' : undefined}
                onClick={() => goTo(Math.min(position, maxIndex))}
              />
            </li>
          ))}
        </Dots>
      ) : null}
    </Root>
  );
}

Carousel.displayName = 'Carousel';

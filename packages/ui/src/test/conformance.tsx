import { createRef, type ComponentType, type ReactElement, type Ref } from 'react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as entry from '../index';
import { renderWithProviders } from './render';

export interface ConformanceOptions<P> {
  /** Name under which the component is exported from `src/index.ts` (and its displayName). */
  name: string;
  /** Props needed to render it at all (fixtures). */
  props: P;
  /** Element type the ref must point at. @default HTMLElement */
  refType?: abstract new (...args: never[]) => Element;
  /** Whether the component adds its own styled-components class next to the consumer's. @default true */
  styled?: boolean;
  /** Render without LarderProvider (e.g. the providers themselves). @default false */
  bare?: boolean;
}

/**
 * Checks a component the same way as every other one: forwards its ref to the root element, merges
 * `className`, passes rest props to the root, has a displayName and is exported from the package entry.
 */
export function describeConformance<P extends object>(
  Component: ComponentType<P>,
  { name, props, refType = HTMLElement, styled = true, bare = false }: ConformanceOptions<NoInfer<P>>,
) {
  // Ref, className and test ids are added to whatever props the component takes.
  const Loose = Component as unknown as ComponentType<Record<string, unknown> & { ref?: Ref<Element> }>;
  const mount = (ui: ReactElement) => (bare ? render(ui) : renderWithProviders(ui));

  describe(`${name} conformance`, () => {
    it('forwards its ref to the root element, which receives rest props', () => {
      const ref = createRef<Element>();
      const { getByTestId } = mount(
        <Loose {...props} ref={ref} data-testid="conformance-root" aria-describedby="conformance-desc" />,
      );
      const root = getByTestId('conformance-root');
      expect(ref.current).toBeInstanceOf(refType);
      expect(ref.current).toBe(root);
      expect(root).toHaveAttribute('aria-describedby', 'conformance-desc');
    });

    it('merges the consumer className with its own', () => {
      const { container } = mount(<Loose {...props} className="conformance-class" />);
      const root = container.querySelector('.conformance-class');
      expect(root).not.toBeNull();
      if (styled) expect(root?.classList.length).toBeGreaterThan(1);
    });

    it('has a displayName', () => {
      expect(Component.displayName ?? (Component as { name?: string }).name).toBe(name);
    });

    it('is exported from the package entry', () => {
      expect((entry as Record<string, unknown>)[name]).toBe(Component);
    });
  });
}

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VISIT_ROOT_MARGIN, watchForVisit } from './visit-watch';

/** A stand-in for the browser's IntersectionObserver (jsdom has none): the test says what intersects. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: (entries: { isIntersecting: boolean; target: Element }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.last = this;
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    this.callback(this.observed.map((target) => ({ isIntersecting, target })));
  }
}

function part(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = '<section><a href="/x">A link</a></section><p>More</p>';
  document.body.append(root);
  return root;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  FakeObserver.last = undefined;
});

describe('watchForVisit', () => {
  it('given a part far from the screen, calls back once one of its elements comes within a viewport', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const root = part();
    const onVisit = vi.fn();
    watchForVisit(root, onVisit);
    const observer = FakeObserver.last!;
    // The wrapper's children, not the wrapper (a display: contents box has nothing to intersect).
    expect(observer.observed).toEqual([...root.children]);
    expect(observer.options.rootMargin).toBe(VISIT_ROOT_MARGIN);
    observer.report(false);
    expect(onVisit).not.toHaveBeenCalled();
    observer.report(true);
    observer.report(true);
    expect(onVisit).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
  });

  it.each(['pointerdown', 'focusin', 'keydown'])(
    'a %s inside the part calls back at once, and only once',
    (type) => {
      vi.stubGlobal('IntersectionObserver', FakeObserver);
      const root = part();
      const onVisit = vi.fn();
      watchForVisit(root, onVisit);
      root.querySelector('a')!.dispatchEvent(new Event(type, { bubbles: true }));
      root.querySelector('a')!.dispatchEvent(new Event(type, { bubbles: true }));
      FakeObserver.last!.report(true);
      expect(onVisit).toHaveBeenCalledTimes(1);
      expect(FakeObserver.last!.disconnected).toBe(true);
    },
  );

  it('stops watching when told to (the part unmounted): nothing calls back afterwards', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const root = part();
    const onVisit = vi.fn();
    const stop = watchForVisit(root, onVisit);
    stop();
    root.querySelector('a')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(FakeObserver.last!.disconnected).toBe(true);
    expect(onVisit).not.toHaveBeenCalled();
  });

  it('without IntersectionObserver, calls back right away (the part loads as a lazy part would)', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const onVisit = vi.fn();
    watchForVisit(part(), onVisit);
    await Promise.resolve();
    expect(onVisit).toHaveBeenCalledTimes(1);
  });
});

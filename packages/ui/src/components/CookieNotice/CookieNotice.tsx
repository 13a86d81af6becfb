import { useCallback, useEffect, useRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import { Link } from '../../theme/Link';
import { setBottomOverlay } from '../../utils/bottomOverlay';
import { useControllableState } from '../../utils/useControllableState';
import { Button } from '../Button/Button';
import { CookieInner, CookieRoot } from './CookieNotice.styles';

export interface CookieNoticeProps extends ComponentPropsWithRef<'section'> {
  /** Whether the notice shows (controlled; the site hides it once the acceptance cookie exists). */
  open?: boolean;
  /** Called when the visitor accepts; the site sets the acceptance cookie. */
  onAccept?: () => void;
  /** Notice text. */
  message?: ReactNode;
  /** Label of the accept button. @default 'Accept' */
  acceptLabel?: string;
  /** Link to the privacy policy. @default '/privacy' */
  privacyHref?: string;
  /** 'fixed' floats over the page bottom; 'static' stays in the flow (docs, tests). @default 'fixed' */
  position?: 'fixed' | 'static';
}

/** A CookieNotice tells visitors the site uses cookies and stays until they accept. */
export function CookieNotice({
  open: openProp,
  onAccept,
  message = 'We use cookies to give you the best experience on our website. By continuing to browse, you agree to our use of cookies.',
  acceptLabel = 'Accept',
  privacyHref = '/privacy',
  position = 'fixed',
  ref,
  ...rest
}: CookieNoticeProps) {
  const [open, setOpen] = useControllableState(openProp, true);
  const own = useRef<HTMLElement | null>(null);
  const setRef = useCallback(
    (node: HTMLElement | null) => {
      own.current = node;
      if (typeof ref === 'function') return ref(node);
      if (ref) ref.current = node;
      return undefined;
    },
    [ref],
  );
  const fixed = open && position === 'fixed';
  useEffect(() => {
    const node = own.current;
    if (!fixed || !node) return undefined;
    // What it covers, for the elements that stay at the bottom of the window (the compare tray rises above it).
    // Measured in the observer's callback, which runs after the browser's own layout (and at once on observing):
    // read in the effect itself, the height would force a layout of the whole page just after hydration.
    const measure = () => setBottomOverlay(node.offsetHeight);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    if (!observer) measure();
    observer?.observe(node);
    return () => {
      observer?.disconnect();
      setBottomOverlay(0);
    };
  }, [fixed]);
  if (!open) return null;
  return (
    <CookieRoot ref={setRef} aria-label="Cookie notice" data-position={position} {...rest}>
      <CookieInner>
        <p>
          {message} <Link href={privacyHref}>Privacy Policy</Link>
        </p>
        <Button
          size="sm"
          onClick={() => {
            setOpen(false);
            onAccept?.();
          }}
        >
          {acceptLabel}
        </Button>
      </CookieInner>
    </CookieRoot>
  );
}
CookieNotice.displayName = 'CookieNotice';

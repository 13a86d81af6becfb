import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link } from '../../theme/Link';
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
  ...rest
}: CookieNoticeProps) {
  const [open, setOpen] = useControllableState(openProp, true);
  if (!open) return null;
  return (
    <CookieRoot aria-label="Cookie notice" data-position={position} {...rest}>
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

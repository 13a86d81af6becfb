import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link } from '../../theme/Link';
import { useControllableState } from '../../utils/useControllableState';
import { UiIcon } from '../Icon/UiIcon';
import { AlertAction, AlertClose, AlertInner, AlertRoot } from './AlertBanner.styles';

export interface AlertBannerProps extends ComponentPropsWithRef<'section'> {
  /** Whether the banner shows (controlled; the site keeps the closed flag for the browser session). */
  open?: boolean;
  /** Whether it starts visible (uncontrolled). @default true */
  defaultOpen?: boolean;
  /** Called with false when the visitor closes the banner. */
  onOpenChange?: (open: boolean) => void;
  /** Message. @default 'With the growing impact of the coronavirus, customers remain our priority.' */
  message?: ReactNode;
  /** Label of the button-link. @default 'Important Updates' */
  actionLabel?: string;
  /** Destination of the button-link. @default '/coronavirus' */
  actionHref?: string;
}

/** An AlertBanner carries an important notice at the top of every page until the visitor closes it. */
export function AlertBanner({
  open: openProp,
  defaultOpen = true,
  onOpenChange,
  message = 'With the growing impact of the coronavirus, customers remain our priority.',
  actionLabel = 'Important Updates',
  actionHref = '/coronavirus',
  ...rest
}: AlertBannerProps) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  if (!open) return null;
  return (
    <AlertRoot aria-label="Alert" {...rest}>
      <AlertInner>
        <AlertAction as={Link} href={actionHref}>
          {actionLabel}
        </AlertAction>
        <p>{message}</p>
        <AlertClose type="button" aria-label="Close alert" onClick={() => setOpen(false)}>
          <UiIcon name="close" />
        </AlertClose>
      </AlertInner>
    </AlertRoot>
  );
}
AlertBanner.displayName = 'AlertBanner';

import type { ComponentPropsWithRef } from 'react';
import { NoticeInner, NoticeRoot } from './OfflineNotice.styles';

export interface OfflineNoticeProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The browser has no network connection. @default false */
  offline?: boolean;
  /**
   * When what is shown was saved on this device (ISO 8601 or a Date), e.g. the `Date` header of the cached page.
   * Given while online, it means the site could not be reached and a saved copy is shown.
   */
  savedAt?: string | Date;
  /** What was saved, in running text. @default 'the page' */
  subject?: string;
  /** Time zone of the saved time (an IANA name); the visitor's own when not given. */
  timeZone?: string;
}

function formatSaved(savedAt: Date, timeZone: string | undefined): string {
  // '25 Nov 2026, 10:42': day before month, no ambiguity between US and other readers.
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  }).format(savedAt);
}

/**
 * An OfflineNotice says, in a polite live region, that the visitor is offline or that a saved copy is shown, and
 * from when. The region is always rendered (empty while online), so a change of connection is announced.
 */
export function OfflineNotice({
  offline = false,
  savedAt,
  subject = 'the page',
  timeZone,
  ...rest
}: OfflineNoticeProps) {
  const saved = savedAt === undefined ? undefined : new Date(savedAt);
  const validSaved = saved !== undefined && !Number.isNaN(saved.getTime()) ? saved : undefined;
  const state = offline ? 'offline' : validSaved ? 'saved' : 'online';
  return (
    <NoticeRoot role="status" data-state={state} {...rest}>
      {state === 'online' ? null : (
        <NoticeInner>
          <strong>{offline ? "You're offline." : "The site can't be reached."}</strong>{' '}
          {validSaved ? (
            <>
              Showing {subject} saved on{' '}
              <time dateTime={validSaved.toISOString()}>{formatSaved(validSaved, timeZone)}</time>.
            </>
          ) : (
            'Pages you opened before still work.'
          )}
        </NoticeInner>
      )}
    </NoticeRoot>
  );
}
OfflineNotice.displayName = 'OfflineNotice';

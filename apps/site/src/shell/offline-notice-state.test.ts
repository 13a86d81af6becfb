import { describe, expect, it } from 'vitest';
import { offlineNoticeState } from './offline-notice-state';

const SAVED = 'Wed, 25 Nov 2026 10:42:00 GMT';

describe('what the offline notice says (offline kitchen mode)', () => {
  it('offline, says so with the date of the saved copy of the page shown', () => {
    expect(
      offlineNoticeState({
        online: false,
        shown: '/allergens',
        offlineCopy: { url: '/allergens', date: SAVED },
        unreachableCopy: undefined,
      }),
    ).toEqual({ offline: true, savedAt: SAVED });
  });

  it('offline, gives no date learnt on another page', () => {
    expect(
      offlineNoticeState({
        online: false,
        shown: '/faq',
        offlineCopy: { url: '/allergens', date: SAVED },
        unreachableCopy: undefined,
      }),
    ).toEqual({ offline: true, savedAt: undefined });
  });

  it('online but the site unreachable, shows the saved copy and its date for the page the worker answered', () => {
    expect(
      offlineNoticeState({
        online: true,
        shown: '/products/ranch',
        offlineCopy: undefined,
        unreachableCopy: { url: '/products/ranch', date: SAVED },
      }),
    ).toEqual({ offline: false, savedAt: SAVED });
  });

  it('online, says nothing once the visitor moved to a page the site answered', () => {
    expect(
      offlineNoticeState({
        online: true,
        shown: '/faq',
        offlineCopy: undefined,
        unreachableCopy: { url: '/products/ranch', date: SAVED },
      }),
    ).toEqual({ offline: false, savedAt: undefined });
    expect(
      offlineNoticeState({ online: true, shown: '/faq', offlineCopy: undefined, unreachableCopy: undefined }),
    ).toEqual({ offline: false, savedAt: undefined });
  });
});

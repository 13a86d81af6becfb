import type { ClaimIconKey } from '@larder/domain';
import { claimAbbreviation } from './claim-icons';
import type { IconName } from './icons';

// Apart from the sprite's context (sprite-context.ts), which UiIcon reads: the entry must not reach the claim seals.

/**
 * The id of an icon's `<symbol>` in an IconSprite. A claim seal's id is its abbreviation (`i-c-AP`, not
 * `i-claim-artificialPreservatives`): a list page references the seals ~180 times (issue 12: every page ≤ 100 KiB).
 */
export function spriteSymbolId(name: IconName): string {
  return name.startsWith('claim-')
    ? `i-c-${claimAbbreviation(name.slice('claim-'.length) as ClaimIconKey)}`
    : `i-${name}`;
}

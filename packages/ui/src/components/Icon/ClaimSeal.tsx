import type { ClaimIconKey } from '@larder/domain';
import { claimIconShape } from './claim-icons';
import type { IconProps } from './Icon';
import { IconSvg } from './IconSvg';
import { spriteSymbolId } from './sprite-id';
import { useSpriteNames } from './sprite-context';

export interface ClaimSealProps extends Omit<IconProps, 'name'> {
  /** Which claim's seal. */
  claim: ClaimIconKey;
}

/**
 * The library's own Icon for a claim seal, the same `<svg>` as `<Icon name="claim-…">` (and the same reference
 * inside a ClaimSprite): product tiles and key facts use it, so their pages do not load the packaging drawings
 * (issue 12 item 7). Not exported: consumers use Icon.
 */
export function ClaimSeal({ claim, ...rest }: ClaimSealProps) {
  const name = `claim-${claim}` as const;
  const fromSprite = useSpriteNames().has(name);
  return (
    <IconSvg
      name={name}
      shape={fromSprite ? undefined : claimIconShape(claim)}
      symbol={fromSprite ? spriteSymbolId(name) : undefined}
      {...rest}
    />
  );
}
ClaimSeal.displayName = 'ClaimSeal';

import { useMemo, type ReactNode } from 'react';
import { CLAIM_ICON_KEYS, type ClaimIconKey } from '@larder/domain';
import { claimIconShape } from './claim-icons';
import { SpriteRoot } from './Icon.styles';
import type { IconName } from './icons';
import { SpriteNames } from './sprite-context';
import { spriteSymbolId } from './sprite-id';

export interface ClaimSpriteProps {
  /** The claims whose seals are drawn once. @default every claim that has a seal */
  claims?: readonly ClaimIconKey[];
  children?: ReactNode;
}

/**
 * A ClaimSprite is an IconSprite of claim seals only: it draws them once, hidden, and the seals inside (product
 * tiles, key facts, `<Icon name="claim-…">`) reference them; without the packaging and UI drawings an IconSprite
 * loads, for the pages that show only seals.
 */
export function ClaimSprite({ claims = CLAIM_ICON_KEYS, children }: ClaimSpriteProps) {
  const names = useMemo(() => claims.map((claim) => `claim-${claim}` as const), [claims]);
  const set = useMemo(() => new Set<IconName>(names), [names]);
  return (
    <SpriteNames value={set}>
      <SpriteRoot aria-hidden="true" focusable="false" width="0" height="0">
        {claims.map((claim) => (
          <symbol key={claim} id={spriteSymbolId(`claim-${claim}`)} viewBox="0 0 24 24">
            {claimIconShape(claim)}
          </symbol>
        ))}
      </SpriteRoot>
      {children}
    </SpriteNames>
  );
}
ClaimSprite.displayName = 'ClaimSprite';

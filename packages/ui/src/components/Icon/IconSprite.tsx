import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { SpriteRoot } from './Icon.styles';
import { claimAbbreviation, iconShape, type ClaimIconKey, type IconName } from './icons';

const SpriteNames = createContext<ReadonlySet<IconName>>(new Set());

/**
 * The id of an icon's `<symbol>` in an IconSprite. A claim seal's id is its abbreviation (`i-c-AP`, not
 * `i-claim-artificialPreservatives`): a list page references the seals ~180 times (issue 12: every page ≤ 100 KiB).
 */
export function spriteSymbolId(name: IconName): string {
  return name.startsWith('claim-')
    ? `i-c-${claimAbbreviation(name.slice('claim-'.length) as ClaimIconKey)}`
    : `i-${name}`;
}

/** The names an enclosing IconSprite defines (empty outside one). */
export function useSpriteNames(): ReadonlySet<IconName> {
  return useContext(SpriteNames);
}

export interface IconSpriteProps {
  /** Icons drawn once as `<symbol>`s; every Icon of these names inside draws a `<use>` of its symbol. */
  names: readonly IconName[];
  children?: ReactNode;
}

/**
 * An IconSprite draws the given icons once, hidden, and makes the Icons inside reference them: a page that repeats
 * an icon (the claim seals of thirty product tiles) sends its drawing once instead of once per use.
 */
export function IconSprite({ names, children }: IconSpriteProps) {
  const set = useMemo(() => new Set(names), [names]);
  return (
    <SpriteNames value={set}>
      <SpriteRoot aria-hidden="true" focusable="false" width="0" height="0">
        {names.map((name) => (
          <symbol key={name} id={spriteSymbolId(name)} viewBox="0 0 24 24">
            {iconShape(name)}
          </symbol>
        ))}
      </SpriteRoot>
      {children}
    </SpriteNames>
  );
}
IconSprite.displayName = 'IconSprite';

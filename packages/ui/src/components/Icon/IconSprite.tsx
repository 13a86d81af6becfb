import { useMemo, type ReactNode } from 'react';
import { SpriteRoot } from './Icon.styles';
import { iconShape, type IconName } from './icons';
import { SpriteNames } from './sprite-context';
import { spriteSymbolId } from './sprite-id';

export { useSpriteNames } from './sprite-context';
export { spriteSymbolId } from './sprite-id';

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

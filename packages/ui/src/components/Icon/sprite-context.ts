import { createContext, useContext } from 'react';
import type { IconName } from './icons';

/** The names the enclosing IconSprite draws as symbols (empty outside one). */
export const SpriteNames = createContext<ReadonlySet<IconName>>(new Set());

/** The names an enclosing IconSprite defines (empty outside one). */
export function useSpriteNames(): ReadonlySet<IconName> {
  return useContext(SpriteNames);
}

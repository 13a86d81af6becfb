import type { ComponentPropsWithRef } from 'react';
import { IconSvg } from './IconSvg';
import { iconShape, type IconName } from './icons';
import { spriteSymbolId } from './sprite-id';
import { useSpriteNames } from './sprite-context';

export interface IconProps extends Omit<ComponentPropsWithRef<'svg'>, 'children'> {
  /** Which icon: a UI icon, `claim-{claim key}` or `package-{packaging id}`. */
  name: IconName;
  /** Width and height in px. @default 24 */
  size?: number;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  title?: string;
}

/**
 * An Icon draws one inline SVG from the library's set, decorative unless given a title (its `<title>` child names
 * it and shows as a tooltip). Inside an IconSprite that defines it, it references the sprite's symbol instead.
 */
export function Icon({ name, ...rest }: IconProps) {
  const fromSprite = useSpriteNames().has(name);
  return (
    <IconSvg
      name={name}
      shape={fromSprite ? undefined : iconShape(name)}
      symbol={fromSprite ? spriteSymbolId(name) : undefined}
      {...rest}
    />
  );
}
Icon.displayName = 'Icon';

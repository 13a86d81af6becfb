import type { ComponentPropsWithRef } from 'react';
import { IconRoot } from './Icon.styles';
import { spriteSymbolId, useSpriteNames } from './IconSprite';
import { iconShape, type IconName } from './icons';

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
export function Icon({ name, size = 24, title, ...rest }: IconProps) {
  const a11y = title
    ? { role: 'img' as const }
    : { 'aria-hidden': true as const, focusable: 'false' as const };
  // A sprite's symbol carries the viewBox and fills the icon: a tile list repeats the reference dozens of times.
  const fromSprite = useSpriteNames().has(name);
  return (
    <IconRoot
      viewBox={fromSprite ? undefined : '0 0 24 24'}
      width={size}
      height={size}
      data-icon={name}
      {...a11y}
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {fromSprite ? <use href={`#${spriteSymbolId(name)}`} /> : iconShape(name)}
    </IconRoot>
  );
}
Icon.displayName = 'Icon';

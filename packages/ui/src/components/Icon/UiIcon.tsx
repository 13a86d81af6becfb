import { IconSvg } from './IconSvg';
import type { IconProps } from './Icon';
import { useSpriteNames } from './sprite-context';
import { uiIconShape, type UiIconName } from './ui-icons';

export interface UiIconProps extends Omit<IconProps, 'name'> {
  /** Which UI icon. */
  name: UiIconName;
}

/**
 * The library's own Icon for UI icons only (search, close, menu, chevrons…), the same `<svg>` as `<Icon>`: the
 * header, search box, menus and banners use it, so the pages that draw no claim seal or packaging never load
 * those drawings (issue 12 item 7). Not exported: consumers use Icon.
 */
export function UiIcon({ name, ...rest }: UiIconProps) {
  const fromSprite = useSpriteNames().has(name);
  return (
    <IconSvg
      name={name}
      shape={fromSprite ? undefined : uiIconShape(name)}
      symbol={fromSprite ? `i-${name}` : undefined}
      {...rest}
    />
  );
}
UiIcon.displayName = 'UiIcon';

import type { ComponentPropsWithRef, ReactElement } from 'react';
import { IconRoot } from './Icon.styles';

export interface IconSvgProps extends Omit<ComponentPropsWithRef<'svg'>, 'children'> {
  /** The icon's name, written to `data-icon`. */
  name: string;
  /** Width and height in px. @default 24 */
  size?: number;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  title?: string;
  /** The drawing, when no enclosing sprite has it. */
  shape: ReactElement | undefined;
  /** The id of the enclosing sprite's symbol to reference instead of the drawing. */
  symbol: string | undefined;
}

/**
 * The `<svg>` of an Icon or UiIcon: decorative unless titled, drawing its shape or referencing a sprite's symbol.
 * Apart from the drawings, so that the shell's UI icons do not carry the claim seals and packagings (icons.tsx).
 */
export function IconSvg({ name, size = 24, title, shape, symbol, ...rest }: IconSvgProps) {
  const a11y = title
    ? { role: 'img' as const }
    : { 'aria-hidden': true as const, focusable: 'false' as const };
  // A sprite's symbol carries the viewBox and fills the icon: a tile list repeats the reference dozens of times.
  return (
    <IconRoot
      viewBox={symbol ? undefined : '0 0 24 24'}
      width={size}
      height={size}
      data-icon={name}
      {...a11y}
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {symbol ? <use href={`#${symbol}`} /> : shape}
    </IconRoot>
  );
}

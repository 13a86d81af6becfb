import { useId, type ComponentPropsWithRef } from 'react';
import { IconRoot } from './Icon.styles';
import { iconShape, type IconName } from './icons';

export interface IconProps extends Omit<ComponentPropsWithRef<'svg'>, 'children'> {
  /** Which icon: a UI icon, `claim-{claim key}` or `package-{packaging id}`. */
  name: IconName;
  /** Width and height in px. @default 24 */
  size?: number;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  title?: string;
}

/** An Icon draws one inline SVG from the library's set, decorative unless given a title. */
export function Icon({ name, size = 24, title, ...rest }: IconProps) {
  const titleId = useId();
  const a11y = title
    ? { role: 'img' as const, 'aria-labelledby': titleId }
    : { 'aria-hidden': true as const, focusable: 'false' as const };
  return (
    <IconRoot
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      data-icon={name}
      {...a11y}
      {...rest}
    >
      {title ? <title id={titleId}>{title}</title> : null}
      {iconShape(name)}
    </IconRoot>
  );
}
Icon.displayName = 'Icon';

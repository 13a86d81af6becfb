import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link } from '../../theme/Link';
import { ButtonRoot } from './Button.styles';

export type ButtonVariant = 'primary' | 'secondary' | 'link' | 'sample';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonOwnProps {
  /** Visual style; `sample` is the request-a-sample call to action. @default 'primary' */
  variant?: ButtonVariant;
  /** Height and type size. @default 'md' */
  size?: ButtonSize;
  /** Stretch to the width of the container. @default false */
  fullWidth?: boolean;
  /** Content, usually a short label. */
  children?: ReactNode;
}

/** A button element (no `href`). */
export type ButtonAsButtonProps = ButtonOwnProps & ComponentPropsWithRef<'button'> & { href?: undefined };

/** A link styled as a button: rendered through `Link`, so the site's router handles internal paths. */
export type ButtonAsLinkProps = ButtonOwnProps &
  Omit<ComponentPropsWithRef<'a'>, 'href'> & {
    /** Destination; turns the button into a link rendered through `Link`. */
    href: string;
    /** Open in a new tab. @default false */
    external?: boolean;
  };

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

/** A Button triggers an action, or navigates when given an `href`, in one of four brand styles. */
export function Button(props: ButtonProps) {
  const { variant = 'primary', size = 'md', fullWidth = false, ...rest } = props;
  const data = {
    'data-variant': variant,
    'data-size': size,
    'data-full-width': fullWidth ? 'true' : undefined,
  };
  if (rest.href !== undefined) {
    const linkProps = rest as Omit<ButtonAsLinkProps, keyof ButtonOwnProps>;
    return <ButtonRoot as={Link} {...data} {...linkProps} />;
  }
  const { type = 'button', ...buttonProps } = rest as Omit<ButtonAsButtonProps, keyof ButtonOwnProps>;
  return <ButtonRoot type={type} {...data} {...buttonProps} />;
}
Button.displayName = 'Button';

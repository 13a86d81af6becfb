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

/**
 * A link styled as a button: rendered through `Link`, so the site's router handles internal paths; a file to
 * download (`download`) is a plain `<a>` the router never intercepts.
 */
export type ButtonAsLinkProps = ButtonOwnProps &
  Omit<ComponentPropsWithRef<'a'>, 'href' | 'download'> & {
    /** Destination; turns the button into a link rendered through `Link`. */
    href: string;
    /** Open in a new tab (a plain `<a>` with `rel="noopener noreferrer"`). @default false */
    external?: boolean;
    /**
     * The destination is a file (a PDF, a spreadsheet), not a page: a plain `<a download>` that the browser
     * loads itself, never the client router. `true` keeps the server's file name; a string names the saved file.
     */
    download?: boolean | string;
  };

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

/**
 * A Button triggers an action, navigates when given an `href`, or downloads a file given `href` and `download`,
 * in one of four brand styles.
 */
export function Button(props: ButtonProps) {
  const { variant = 'primary', size = 'md', fullWidth = false, ...rest } = props;
  const data = {
    'data-variant': variant,
    'data-size': size,
    'data-full-width': fullWidth ? 'true' : undefined,
  };
  if (rest.href !== undefined) {
    const { download, ...linkProps } = rest as Omit<ButtonAsLinkProps, keyof ButtonOwnProps>;
    if (download !== undefined && download !== false) {
      // A file: the router must not turn the click into a client navigation to a page that does not exist.
      const { external, ...anchorProps } = linkProps;
      const newTab = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
      return (
        <ButtonRoot
          as="a"
          {...data}
          {...newTab}
          {...anchorProps}
          download={download === true ? '' : download}
        />
      );
    }
    return <ButtonRoot as={Link} {...data} {...linkProps} />;
  }
  const { type = 'button', ...buttonProps } = rest as Omit<ButtonAsButtonProps, keyof ButtonOwnProps>;
  return <ButtonRoot type={type} {...data} {...buttonProps} />;
}
Button.displayName = 'Button';

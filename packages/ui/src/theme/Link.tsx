import {
  createContext,
  createElement,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

/** Props a router link component receives from `Link`. */
export interface LinkComponentProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

export type LinkComponent = ComponentType<LinkComponentProps>;

function PlainAnchor({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

const LinkContext = createContext<LinkComponent>(PlainAnchor);

export interface LinkProviderProps {
  /** Component that renders internal links, e.g. a React Router link mapping `href` to `to`. */
  component: LinkComponent;
  children?: ReactNode;
}

/** LinkProvider tells every `Link` below it which component renders internal links. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}
LinkProvider.displayName = 'LinkProvider';

/** The link component in effect (a plain `<a>` when no provider is present). */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Destination; absolute URLs, `mailto:`, `tel:` and `#anchors` always render a plain `<a>`. */
  href: string;
  /** Open in a new tab (adds `rel="noopener noreferrer"`). @default false */
  external?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

const nonRouterHref = /^([a-z][a-z0-9+.-]*:|\/\/|#)/i;

/** A Link navigates to `href` through the injected router link, or a plain anchor for outside targets. */
export function Link({ href, external = false, children, ...rest }: LinkProps) {
  const Router = useLinkComponent();
  if (external) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  if (nonRouterHref.test(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  // The router link comes from context and is stable for the app's lifetime, not created during render.
  return createElement(Router, { href, ...rest }, children);
}
Link.displayName = 'Link';

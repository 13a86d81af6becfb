import type { ComponentPropsWithRef } from 'react';
import { Link } from '../../theme/Link';
import { SideNavLink, SideNavList, SideNavRoot, SideNavTitle } from './FaqSideNav.styles';

export interface FaqSideNavItem {
  /** Where the tool lives, e.g. '/faq/allergen'. */
  href: string;
  /** The tool's name. */
  label: string;
}

export interface FaqSideNavProps extends ComponentPropsWithRef<'nav'> {
  /** The FAQ tools, in menu order. */
  items: readonly FaqSideNavItem[];
  /** `href` of the page shown, marked `aria-current="page"`. */
  currentHref?: string;
  /** Accessible name of the navigation. @default 'FAQ tools' */
  label?: string;
  /** Visible title above the list; none when left out. */
  title?: string;
}

/** A FaqSideNav lists the FAQ tools beside the tool shown (spec §2.9); the current tool is marked. */
export function FaqSideNav({ items, currentHref, label = 'FAQ tools', title, ...rest }: FaqSideNavProps) {
  return (
    <SideNavRoot aria-label={label} {...rest}>
      {title ? <SideNavTitle>{title}</SideNavTitle> : null}
      <SideNavList>
        {items.map((item) => (
          <li key={item.href}>
            <SideNavLink
              as={Link}
              href={item.href}
              aria-current={item.href === currentHref ? 'page' : undefined}
            >
              {item.label}
            </SideNavLink>
          </li>
        ))}
      </SideNavList>
    </SideNavRoot>
  );
}
FaqSideNav.displayName = 'FaqSideNav';

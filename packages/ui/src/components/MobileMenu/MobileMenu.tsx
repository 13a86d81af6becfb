import { useId, useState, type ComponentPropsWithRef, type KeyboardEvent } from 'react';
import type { ExternalLink } from '@larder/domain';
import { Link } from '../../theme/Link';
import { Button } from '../Button/Button';
import { UiIcon } from '../Icon/UiIcon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { defaultMainMenu, menuForViewport, type MenuItem } from '../Header/menu';
import {
  MobileItem,
  MobileLink,
  MobileList,
  MobileMenuRoot,
  MobileRow,
  MobileToggle,
  SisterList,
  SubList,
} from './MobileMenu.styles';

export interface MobileMenuProps extends ComponentPropsWithRef<'nav'> {
  /** Menu entries in desktop form; mobile labels and order are applied here. @default defaultMainMenu */
  items?: MenuItem[];
  /** Whether the menu is shown. @default true */
  open?: boolean;
  /** Sister retail and brand sites listed under the menu (open in a new tab). */
  sisterSites?: ExternalLink[];
  /** Called with the destination when the visitor follows a link (the header closes the menu). */
  onNavigate?: (href: string) => void;
  /** Called when the visitor presses Escape inside the menu. */
  onClose?: () => void;
}

/** A MobileMenu lists the main menu for small screens, with sub-items behind disclosure buttons. */
export function MobileMenu({
  items = defaultMainMenu,
  open = true,
  sisterSites = [],
  onNavigate,
  onClose,
  onKeyDown,
  ...rest
}: MobileMenuProps) {
  const baseId = useId();
  const [expanded, setExpanded] = useState<string | null>(null);
  const entries = menuForViewport(items, true);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    if (!event.defaultPrevented && event.key === 'Escape') onClose?.();
  };

  return (
    <MobileMenuRoot aria-label="Main" hidden={!open} onKeyDown={handleKeyDown} {...rest}>
      <MobileList>
        {entries.map((item, index) => {
          const subId = `${baseId}-sub-${index}`;
          const isOpen = expanded === item.href;
          if (item.variant === 'sample') {
            return (
              <MobileItem key={item.href} data-variant="sample">
                <Button variant="sample" href={item.href} fullWidth onClick={() => onNavigate?.(item.href)}>
                  {item.label}
                </Button>
              </MobileItem>
            );
          }
          return (
            <MobileItem key={item.href}>
              <MobileRow>
                <MobileLink as={Link} href={item.href} onClick={() => onNavigate?.(item.href)}>
                  {item.label}
                </MobileLink>
                {item.children?.length ? (
                  <MobileToggle
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={subId}
                    onClick={() => setExpanded(isOpen ? null : item.href)}
                  >
                    <UiIcon name="chevron-down" />
                    <VisuallyHidden>{`${item.label} submenu`}</VisuallyHidden>
                  </MobileToggle>
                ) : null}
              </MobileRow>
              {item.children?.length ? (
                <SubList id={subId} hidden={!isOpen}>
                  {item.children.map((child) => (
                    <li key={child.label}>
                      <MobileLink
                        as={Link}
                        href={child.href}
                        data-level="2"
                        onClick={() => onNavigate?.(child.href)}
                      >
                        {child.label}
                      </MobileLink>
                    </li>
                  ))}
                </SubList>
              ) : null}
            </MobileItem>
          );
        })}
      </MobileList>
      {sisterSites.length > 0 ? (
        <SisterList aria-label="Our other sites">
          {sisterSites.map((site) => (
            <li key={site.url}>
              <Link href={site.url} external>
                {site.label}
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </Link>
            </li>
          ))}
        </SisterList>
      ) : null}
    </MobileMenuRoot>
  );
}
MobileMenu.displayName = 'MobileMenu';

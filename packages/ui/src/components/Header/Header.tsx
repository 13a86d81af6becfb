import {
  useId,
  useState,
  type ComponentPropsWithRef,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { ExternalLink } from '@larder/domain';
import { Link } from '../../theme/Link';
import { useControllableState } from '../../utils/useControllableState';
import { Button } from '../Button/Button';
import { UiIcon } from '../Icon/UiIcon';
import { Logo } from '../Logo/Logo';
import { MobileMenu } from '../MobileMenu/MobileMenu';
import { SearchBox } from '../SearchBox/SearchBox';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { defaultMainMenu, type MenuItem } from './menu';
import {
  Bar,
  HeaderRoot,
  HomeLink,
  IconButton,
  MainNav,
  NavItem,
  NavLink,
  ResultsSlot,
  SearchPanel,
  SisterBar,
  Spacer,
  SubMenu,
  SubToggle,
} from './Header.styles';

export type HeaderVariant = 'auto' | 'desktop' | 'mobile';

export interface HeaderProps extends ComponentPropsWithRef<'header'> {
  /** Brand name drawn as the logo wordmark. */
  brandName: string;
  /** Main menu in desktop form (mobile labels and order are derived). @default defaultMainMenu */
  menu?: MenuItem[];
  /** 'auto' renders both layouts and switches by CSS at 1000 px (right on first paint with SSR); 'desktop' or 'mobile' forces one. @default 'auto' */
  variant?: HeaderVariant;
  /** Sister retail and brand sites (open in a new tab). */
  sisterSites?: ExternalLink[];
  /** Whether the search box is open (controlled). */
  searchOpen?: boolean;
  /** Whether the search box starts open (uncontrolled). @default false */
  defaultSearchOpen?: boolean;
  /** Called when the search toggle opens or closes the search box. */
  onSearchOpenChange?: (open: boolean) => void;
  /** Whether the mobile menu is open (controlled). */
  menuOpen?: boolean;
  /** Whether the mobile menu starts open (uncontrolled). @default false */
  defaultMenuOpen?: boolean;
  /** Called when the mobile menu opens or closes. */
  onMenuOpenChange?: (open: boolean) => void;
  /** Called with the text after typing pauses for `searchDelay` ms. */
  onSearch?: (text: string) => void;
  /** Called with the text when the search is submitted (the site goes to /search-result?term=…). */
  onSearchSubmit?: (text: string) => void;
  /** Debounce of search-as-you-type in ms (spec: 750). @default 750 */
  searchDelay?: number;
  /** Rendered under the open search box, typically a SearchResultsDropdown. */
  searchResults?: ReactNode;
}

function DesktopMenu({ items }: { items: MenuItem[] }) {
  const baseId = useId();
  const [open, setOpen] = useState<string | null>(null);

  const closeOnBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
  };
  const closeOnEscape = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(null);
      event.currentTarget.querySelector<HTMLButtonElement>('button')?.focus();
    }
  };

  return (
    <MainNav aria-label="Main">
      <ul>
        {items.map((item, index) => {
          if (item.variant === 'sample') {
            return (
              <NavItem key={item.href} data-variant="sample">
                <Button variant="sample" size="sm" href={item.href}>
                  {item.label}
                </Button>
              </NavItem>
            );
          }
          const subId = `${baseId}-sub-${index}`;
          const isOpen = open === item.href;
          return (
            <NavItem
              key={item.href}
              data-state={item.children?.length ? (isOpen ? 'open' : 'closed') : undefined}
              onBlur={closeOnBlur}
              onKeyDown={closeOnEscape}
            >
              <NavLink as={Link} href={item.href}>
                {item.label}
              </NavLink>
              {item.children?.length ? (
                <>
                  <SubToggle
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={subId}
                    onClick={() => setOpen(isOpen ? null : item.href)}
                  >
                    <UiIcon name="chevron-down" />
                    <VisuallyHidden>{`${item.label} submenu`}</VisuallyHidden>
                  </SubToggle>
                  <SubMenu id={subId}>
                    {item.children.map((child) => (
                      <li key={child.label}>
                        <Link href={child.href}>{child.label}</Link>
                      </li>
                    ))}
                  </SubMenu>
                </>
              ) : null}
            </NavItem>
          );
        })}
      </ul>
    </MainNav>
  );
}

/**
 * A Header shows the logo, main menu, search toggle and sister-site links, with a mobile layout under 1000 px.
 */
export function Header({
  brandName,
  menu = defaultMainMenu,
  variant = 'auto',
  sisterSites = [],
  searchOpen: searchOpenProp,
  defaultSearchOpen = false,
  onSearchOpenChange,
  menuOpen: menuOpenProp,
  defaultMenuOpen = false,
  onMenuOpenChange,
  onSearch,
  onSearchSubmit,
  searchDelay = 750,
  searchResults,
  ...rest
}: HeaderProps) {
  const ids = useId();
  const searchId = `${ids}-search`;
  const menuId = `${ids}-menu`;
  const [searchOpen, setSearchOpen] = useControllableState(
    searchOpenProp,
    defaultSearchOpen,
    onSearchOpenChange,
  );
  const [menuOpen, setMenuOpen] = useControllableState(menuOpenProp, defaultMenuOpen, onMenuOpenChange);
  const showDesktop = variant !== 'mobile';
  const showMobile = variant !== 'desktop';

  const searchToggle = (
    <IconButton
      type="button"
      aria-expanded={searchOpen}
      aria-controls={searchId}
      onClick={() => setSearchOpen(!searchOpen)}
    >
      <UiIcon name={searchOpen ? 'close' : 'search'} />
      <VisuallyHidden>{searchOpen ? 'Close search' : 'Search'}</VisuallyHidden>
    </IconButton>
  );
  const home = (
    <HomeLink as={Link} href="/" aria-label={`${brandName} home`}>
      <Logo brandName={brandName} decorative size={variant === 'mobile' ? 'sm' : 'md'} />
    </HomeLink>
  );

  return (
    <HeaderRoot data-variant={variant} {...rest}>
      {showDesktop && sisterSites.length > 0 ? (
        <SisterBar data-bar="desktop">
          <ul aria-label="Our other sites">
            {sisterSites.map((site) => (
              <li key={site.url}>
                <Link href={site.url} external>
                  {site.label}
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </Link>
              </li>
            ))}
          </ul>
        </SisterBar>
      ) : null}
      {showDesktop ? (
        <Bar data-bar="desktop">
          {home}
          <DesktopMenu items={menu} />
          {searchToggle}
        </Bar>
      ) : null}
      {showMobile ? (
        <div data-bar="mobile">
          <Bar as="div">
            {home}
            <Spacer />
            {searchToggle}
            <IconButton
              type="button"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen(!menuOpen)}
            >
              <UiIcon name={menuOpen ? 'close' : 'menu'} />
              <VisuallyHidden>{menuOpen ? 'Close menu' : 'Menu'}</VisuallyHidden>
            </IconButton>
          </Bar>
          <MobileMenu
            id={menuId}
            items={menu}
            open={menuOpen}
            sisterSites={sisterSites}
            onNavigate={() => setMenuOpen(false)}
            onClose={() => setMenuOpen(false)}
          />
        </div>
      ) : null}
      <SearchPanel
        id={searchId}
        hidden={!searchOpen}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          setSearchOpen(false);
          // Return focus to the visible search toggle rather than losing it to the page.
          const toggles = document.querySelectorAll<HTMLElement>(`[aria-controls="${searchId}"]`);
          Array.from(toggles)
            .find((toggle) => toggle.getClientRects().length > 0)
            ?.focus();
        }}
      >
        {searchOpen ? (
          <>
            <SearchBox
              focusOnMount
              delay={searchDelay}
              onSearch={onSearch}
              onSubmit={onSearchSubmit}
              requireText
              controls={searchResults ? `${searchId}-results` : undefined}
            />
            {searchResults ? <ResultsSlot id={`${searchId}-results`}>{searchResults}</ResultsSlot> : null}
          </>
        ) : null}
      </SearchPanel>
    </HeaderRoot>
  );
}
Header.displayName = 'Header';

import { useRef, type ComponentPropsWithRef, type KeyboardEvent, type MouseEvent } from 'react';
import { comparePackageOrder, productSizeLabel, type ProductSummary } from '@larder/domain';
import { useRoutes } from '../../theme/routes';
import { TabLink, TabList } from './PackageTabs.styles';

export interface PackageTabsProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'onSelect'> {
  /** Products of the same website group (the current one included), in any order. */
  siblings: ProductSummary[];
  /** Id of the product shown now. */
  selectedId: string;
  /** Called when a tab is chosen; call `event.preventDefault()` to stop the link's own navigation. */
  onSelect?: (product: ProductSummary, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Builds each tab's URL. @default the product's page, `useRoutes().product(product.slug)` */
  getHref?: (product: ProductSummary) => string;
  /** Id of the tab panel the tabs control (the product content), for aria-controls. */
  panelId?: string;
  /** Accessible name of the tab list. @default 'Package type' */
  label?: string;
}

function tabLabel(product: ProductSummary): string {
  const label = productSizeLabel(product);
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/**
 * PackageTabs switch between sibling products by package type; each tab is also a link to that product's page,
 * so it works before JavaScript loads.
 */
export function PackageTabs({
  siblings,
  selectedId,
  onSelect,
  getHref,
  panelId,
  label = 'Package type',
  ref,
  ...rest
}: PackageTabsProps) {
  const routes = useRoutes();
  const hrefOf = getHref ?? ((product: ProductSummary) => routes.product(product.slug));
  const ordered = [...siblings].sort(comparePackageOrder);
  const tabs = useRef<(HTMLAnchorElement | null)[]>([]);
  const selectedIndex = Math.max(
    0,
    ordered.findIndex((product) => product.id === selectedId),
  );

  const focusTab = (index: number) => {
    const count = ordered.length;
    tabs.current[((index % count) + count) % count]?.focus();
  };

  // Manual activation (arrows move focus, Enter or Space follow the link): each activation navigates, so moving
  // focus alone must not.
  const handleKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    switch (event.key) {
      case 'ArrowRight':
        focusTab(index + 1);
        break;
      case 'ArrowLeft':
        focusTab(index - 1);
        break;
      case 'Home':
        focusTab(0);
        break;
      case 'End':
        focusTab(ordered.length - 1);
        break;
      case ' ':
        event.currentTarget.click();
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <TabList ref={ref} role="tablist" aria-label={label} {...rest}>
      {ordered.map((product, index) => {
        const selected = index === selectedIndex;
        return (
          <TabLink
            key={product.id}
            ref={(element: HTMLAnchorElement | null) => {
              tabs.current[index] = element;
            }}
            href={hrefOf(product)}
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onKeyDown={(event: KeyboardEvent<HTMLAnchorElement>) => handleKeyDown(event, index)}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => onSelect?.(product, event)}
          >
            {tabLabel(product)}
          </TabLink>
        );
      })}
    </TabList>
  );
}

PackageTabs.displayName = 'PackageTabs';

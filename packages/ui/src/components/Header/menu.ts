/** One entry of the main menu; sub-items open under it. */
export interface MenuItem {
  /** Label on desktop. */
  label: string;
  /** Destination (a site path). */
  href: string;
  /** Label on mobile when it differs. */
  mobileLabel?: string;
  /** Zero-based position on mobile when it differs from the desktop order. */
  mobileOrder?: number;
  /** `sample` renders the item as the request-a-sample button. */
  variant?: 'sample';
  /** Sub-items. */
  children?: MenuItem[];
}

/** The main menu of spec §2.2 with the site's routes. */
export const defaultMainMenu: MenuItem[] = [
  {
    label: 'Products',
    href: '/products/story',
    children: [
      { label: 'All Products', href: '/products' },
      { label: 'Flavor/Type', href: '/products/story#flavors' },
      { label: 'Product Line', href: '/products/story#product-lines' },
      { label: 'Packaging', href: '/products/story#packaging' },
      { label: 'Attribute', href: '/products#attributes' },
    ],
  },
  {
    label: 'Recipes & Menu Trends',
    mobileLabel: 'Recipes',
    href: '/recipes',
    children: [
      { label: 'Dish Category', href: '/recipes#allRecipes' },
      { label: 'Flavor Category', href: '/recipes#allRecipes' },
      { label: 'All Recipes', href: '/recipes#allRecipes' },
      { label: "What's Hot Now", href: '/whats-hot' },
    ],
  },
  { label: 'Make It Your Own', href: '/plus-one' },
  { label: 'About Us', href: '/about-us', children: [{ label: 'Contact Us', href: '/contact' }] },
  { label: 'FAQ', href: '/faq' },
  { label: 'Request a Sample', href: '/get-sample', variant: 'sample', mobileOrder: 2 },
];

/** The menu as shown on one kind of viewport: on mobile, labels and order change (spec §2.2). */
export function menuForViewport(items: MenuItem[], mobile: boolean): MenuItem[] {
  if (!mobile) return items;
  const relabelled = items.map((item) => ({ ...item, label: item.mobileLabel ?? item.label }));
  const moved = relabelled.filter((item) => item.mobileOrder !== undefined);
  const result = relabelled.filter((item) => item.mobileOrder === undefined);
  for (const item of moved.sort((a, b) => (a.mobileOrder ?? 0) - (b.mobileOrder ?? 0))) {
    result.splice(Math.min(item.mobileOrder ?? 0, result.length), 0, item);
  }
  return result;
}

import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { PRODUCT_SECTION_IDS } from '../ProductSections/sectionIds';
import { Nav, SectionLink } from './MobileSectionNav.styles';

export interface MobileSectionNavItem {
  /** Id of the section element the link jumps to. */
  id: string;
  /** Link text. */
  label: string;
}

/** The product page's mobile sections (spec §2.5), in the spec's order. */
export const PRODUCT_SECTION_NAV: readonly MobileSectionNavItem[] = [
  { id: PRODUCT_SECTION_IDS.caseInformation, label: 'Case Information' },
  { id: PRODUCT_SECTION_IDS.ingredients, label: 'Ingredients' },
  { id: PRODUCT_SECTION_IDS.nutritional, label: 'Nutritional' },
  { id: PRODUCT_SECTION_IDS.general, label: 'General' },
];

export interface MobileSectionNavProps extends Omit<ComponentPropsWithRef<'nav'>, 'children'> {
  /** Sections to link to. @default PRODUCT_SECTION_NAV (case information, ingredients, nutritional, general) */
  sections?: readonly MobileSectionNavItem[];
  /** Id of the section currently in view, marked with aria-current. */
  currentId?: string;
  /** Called with the section id when a link is followed (after the browser's own jump). */
  onNavigate?: (id: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Accessible name of the navigation landmark. @default 'Product sections' */
  label?: string;
}

/** A MobileSectionNav links to the sections of a product page by their anchors. */
export function MobileSectionNav({
  sections = PRODUCT_SECTION_NAV,
  currentId,
  onNavigate,
  label = 'Product sections',
  ref,
  ...rest
}: MobileSectionNavProps) {
  return (
    <Nav ref={ref} aria-label={label} {...rest}>
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            {/* In-page anchors work without JavaScript; the site adds its scroll offset via scroll-margin. */}
            <SectionLink
              href={`#${section.id}`}
              aria-current={section.id === currentId ? 'location' : undefined}
              onClick={onNavigate ? (event) => onNavigate(section.id, event) : undefined}
            >
              {section.label}
            </SectionLink>
          </li>
        ))}
      </ul>
    </Nav>
  );
}

MobileSectionNav.displayName = 'MobileSectionNav';

import type { ComponentPropsWithRef } from 'react';
import { defaultBrand } from '@larder/domain';
import { Link } from '../../theme/Link';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { FooterInner, FooterItem, FooterList, FooterNote, FooterRoot } from './Footer.styles';

/** One footer link. */
export interface FooterLink {
  label: string;
  href: string;
  /** Shown only under 1000 px (spec: "what's hot"). */
  mobileOnly?: boolean;
  /** Opens in a new tab. */
  external?: boolean;
}

/** The footer links of spec §2.2, ending with the brand's careers site. */
function footerLinks(careersUrl: string): FooterLink[] {
  return [
    { label: 'Privacy Policy', href: '/privacy' },
    { label: 'Terms of Use', href: '/terms' },
    { label: "What's Hot", href: '/whats-hot', mobileOnly: true },
    { label: 'Contact Us', href: '/contact' },
    { label: 'FAQ', href: '/faq' },
    { label: 'Resources', href: '/coronavirus' },
    { label: 'Careers', href: careersUrl, external: true },
  ];
}

/** The footer links of spec §2.2, with the default brand's careers site (`defaultBrand.careersUrl`). */
export const defaultFooterLinks: FooterLink[] = footerLinks(defaultBrand.careersUrl);

export interface FooterProps extends ComponentPropsWithRef<'footer'> {
  /** Brand name for the copyright line. */
  brandName: string;
  /** Links, in order. @default the links of spec §2.2 (`defaultFooterLinks`) with `careersUrl` */
  links?: FooterLink[];
  /** Careers site of the brand (`BrandConfig.careersUrl`). @default defaultBrand.careersUrl */
  careersUrl?: string;
  /** Phone line shown beside the copyright, e.g. '(508) 555-0142'. */
  phone?: string;
  /** `tel:` link of the phone line. */
  phoneHref?: string;
  /** Year of the copyright line; pass it from the server so SSR and hydration agree. @default the current year */
  year?: number;
  /** 'auto' shows mobile-only links under 1000 px by CSS; 'desktop' or 'mobile' forces one. @default 'auto' */
  variant?: 'auto' | 'desktop' | 'mobile';
}

/** A Footer lists the legal, contact and help links and the copyright line at the bottom of every page. */
export function Footer({
  brandName,
  links,
  careersUrl = defaultBrand.careersUrl,
  phone,
  phoneHref,
  year = new Date().getFullYear(),
  variant = 'auto',
  ...rest
}: FooterProps) {
  return (
    <FooterRoot {...rest}>
      <FooterInner>
        <nav aria-label="Footer">
          <FooterList>
            {(links ?? footerLinks(careersUrl)).map((link) => (
              <FooterItem
                key={link.href}
                data-mobile-only={link.mobileOnly ? 'true' : undefined}
                data-force={link.mobileOnly && variant !== 'auto' ? variant : undefined}
              >
                <Link href={link.href} external={link.external}>
                  {link.label}
                  {link.external ? <VisuallyHidden> (opens in a new tab)</VisuallyHidden> : null}
                </Link>
              </FooterItem>
            ))}
          </FooterList>
        </nav>
        <FooterNote>
          {phone ? (
            <p>
              Call us: <Link href={phoneHref ?? `tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Link>
            </p>
          ) : null}
          <p>
            &copy; {year} {brandName}. All rights reserved.
          </p>
        </FooterNote>
      </FooterInner>
    </FooterRoot>
  );
}
Footer.displayName = 'Footer';

import type { ComponentPropsWithRef } from 'react';
import { LogoRoot } from './Logo.styles';

export interface LogoProps extends Omit<ComponentPropsWithRef<'svg'>, 'children'> {
  /** Brand name drawn as the wordmark and used as its accessible name. */
  brandName: string;
  /** Height. @default 'md' */
  size?: 'sm' | 'md';
  /** Hide from assistive technology, e.g. inside a link that has its own name. @default false */
  decorative?: boolean;
}

/**
 * The emblem of the wordmark in its 40 × 40 box: a disc in the text colour with a leaf drawn in the accent's
 * contrast colour. The site's app icons (web app manifest) are drawn from it.
 */
export const LOGO_EMBLEM = {
  size: 40,
  circle: { cx: 20, cy: 20, r: 18 },
  leaf: 'M12 26c2-8 8-13 16-14-1 8-6 14-14 15m0-1l7-7',
  leafWidth: 2.5,
} as const;

/** A Logo draws the brand's wordmark: an emblem and the brand name as inline SVG. */
export function Logo({ brandName, size = 'md', decorative = false, ...rest }: LogoProps) {
  // The wordmark is fitted to a length that grows with the name (about 10.6 units a character suits the brand
  // display faces at size 20): whatever face draws it, the brand's or a fallback while that loads, it fills exactly
  // this box, so the logo never clips and never changes size.
  const textLength = Math.ceil(brandName.length * 10.6);
  const width = 46 + textLength + 4;
  const a11y = decorative
    ? { 'aria-hidden': true as const, focusable: 'false' as const }
    : { role: 'img' as const, 'aria-label': brandName };
  return (
    <LogoRoot
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${width} 40`}
      data-size={size}
      {...a11y}
      {...rest}
    >
      <circle {...LOGO_EMBLEM.circle} fill="currentColor" />
      <path
        d={LOGO_EMBLEM.leaf}
        fill="none"
        stroke="var(--ui-color-accent-contrast)"
        strokeWidth={LOGO_EMBLEM.leafWidth}
        strokeLinecap="round"
      />
      <text
        x="46"
        y="27"
        fill="currentColor"
        fontFamily="var(--ui-font-heading)"
        fontSize="20"
        fontWeight="700"
        textLength={textLength}
        lengthAdjust="spacingAndGlyphs"
      >
        {brandName}
      </text>
    </LogoRoot>
  );
}
Logo.displayName = 'Logo';

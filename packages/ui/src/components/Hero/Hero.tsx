import type { ComponentPropsWithRef, ReactNode } from 'react';
import { imageUrl } from '../Image/imageUrl';
import { HeroArtImage, HeroContent, HeroRoot, HeroSubtitle } from './Hero.styles';

/** A page hero's artwork: a wide (21:9) picture from 767 px up and a phone (4:5) one below. */
export interface HeroArt {
  /** Path of the wide picture under the image root, e.g. `heroes/home.svg` (1680×720). */
  wide: string;
  /** Path of the phone picture, e.g. `heroes/home-phone.svg` (800×1000). */
  phone: string;
}

export interface HeroProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** Main heading. */
  title: ReactNode;
  /** Line under the title. */
  subtitle?: ReactNode;
  /** Artwork behind the text, at its own aspect ratio; a solid brand colour without it. */
  art?: HeroArt;
  /** Load the artwork first: set on the hero at the top of a page (it is the page's largest picture). @default true */
  priority?: boolean;
  /** Heading level of the title. @default 1 */
  headingLevel?: 1 | 2;
  /** Height without artwork. @default 'md' */
  size?: 'sm' | 'md';
  /** Slot below the text, typically a SearchBox or a Button. */
  children?: ReactNode;
}

/**
 * Resizer sizes of the wide (21:9) and phone (4:5) pictures, for `srcset`: within the resizer's largest side (a 2560
 * candidate was refused with 400, and left a wide high-density screen without its hero).
 */
const WIDE_WIDTHS = [960, 1440, 1920];
const PHONE_WIDTHS = [480, 800, 1200];
const wideSrcSet = (path: string) =>
  WIDE_WIDTHS.map((w) => `${imageUrl(path, w, Math.round((w * 9) / 21))} ${w}w`).join(', ');
const phoneSrcSet = (path: string) =>
  PHONE_WIDTHS.map((w) => `${imageUrl(path, w, Math.round((w * 5) / 4))} ${w}w`).join(', ');

/**
 * A Hero opens a page with a large title over the page's artwork (or the brand colour), with room for a search
 * box or buttons. The artwork keeps its aspect ratio: 21:9 from 767 px up, with its subjects left and right of the
 * centred title, and 4:5 on a phone, with its subjects along the bottom under the title.
 */
export function Hero({
  title,
  subtitle,
  art,
  priority = true,
  headingLevel = 1,
  size = 'md',
  children,
  ...rest
}: HeroProps) {
  const HeadingTag = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <HeroRoot data-has-art={art ? 'true' : undefined} data-size={size} {...rest}>
      {art ? (
        <picture>
          <source media="(min-width: 767px)" srcSet={wideSrcSet(art.wide)} sizes="100vw" />
          {/* Decorative: the title says what the page is. */}
          <HeroArtImage
            src={imageUrl(art.phone, 800, 1000)}
            srcSet={phoneSrcSet(art.phone)}
            sizes="100vw"
            alt=""
            width={800}
            height={1000}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding={priority ? 'sync' : 'async'}
          />
        </picture>
      ) : null}
      <HeroContent>
        <HeadingTag>{title}</HeadingTag>
        {subtitle ? <HeroSubtitle>{subtitle}</HeroSubtitle> : null}
        {children}
      </HeroContent>
    </HeroRoot>
  );
}
Hero.displayName = 'Hero';

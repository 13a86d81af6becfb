import type { ComponentPropsWithRef, ReactNode } from 'react';
import { HeroContent, HeroRoot, HeroSubtitle } from './Hero.styles';

export interface HeroProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** Main heading. */
  title: ReactNode;
  /** Line under the title. */
  subtitle?: ReactNode;
  /** Background image URL (e.g. from `imageUrl(path, 1600, 600)`); a solid accent colour without it. */
  backgroundImage?: string;
  /** Heading level of the title. @default 1 */
  headingLevel?: 1 | 2;
  /** Height. @default 'md' */
  size?: 'sm' | 'md';
  /** Slot below the text, typically a SearchBox or a Button. */
  children?: ReactNode;
}

/** A Hero opens a page with a large title over a background image, with room for a search box. */
export function Hero({
  title,
  subtitle,
  backgroundImage,
  headingLevel = 1,
  size = 'md',
  children,
  style,
  ...rest
}: HeroProps) {
  const HeadingTag = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <HeroRoot
      data-has-image={backgroundImage ? 'true' : undefined}
      data-size={size}
      style={backgroundImage ? { backgroundImage: `url("${backgroundImage}")`, ...style } : style}
      {...rest}
    >
      <HeroContent>
        <HeadingTag>{title}</HeadingTag>
        {subtitle ? <HeroSubtitle>{subtitle}</HeroSubtitle> : null}
        {children}
      </HeroContent>
    </HeroRoot>
  );
}
Hero.displayName = 'Hero';

import type { ComponentPropsWithRef } from 'react';
import { TextRoot } from './Text.styles';

export type TextTone = 'default' | 'muted' | 'danger' | 'success';

export interface TextProps extends ComponentPropsWithRef<'p'> {
  /** Element to render; `span` for inline text. @default 'p' */
  as?: 'p' | 'span' | 'div';
  /** Semantic colour. @default 'default' */
  tone?: TextTone;
  /** Type size. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Font weight. @default 'normal' */
  weight?: 'normal' | 'bold';
}

/** Text is body copy in the theme's colours and sizes. */
export function Text({ as = 'p', tone = 'default', size = 'md', weight = 'normal', ...rest }: TextProps) {
  return <TextRoot as={as} data-tone={tone} data-size={size} data-weight={weight} {...rest} />;
}
Text.displayName = 'Text';

import type { SourceMap } from 'magic-string';

/** Minifies the static parts of one CSS template, in order (comments and layout whitespace out). */
export function minifyCssTemplate(quasis: string[]): string[];

/** Minifies every styled-components CSS template of a module; null when nothing changes. */
export function minifyStyledCss(code: string, id: string): { code: string; map: SourceMap } | null;

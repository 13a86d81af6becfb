// The CSS inside styled-components' tagged templates, minified at build time (types: styled-css.d.mts). The library
// compiles that text with stylis in the browser, which drops comments and layout whitespace anyway, but the text
// itself is shipped as written: indentation, line breaks and the comments that explain a rule were about a tenth of
// every page's first-load JavaScript (docs/benchmarks.md, js-size). Used by both builds of apps/site/vite.config.ts:
// styled-components names a rule's class after a hash of its text, so the server's HTML and the browser's hydration
// must see the same text.
import { parseSync } from 'vite';
import MagicString from 'magic-string';

/** The tags whose templates are CSS: styled-components' own exports. */
const CSS_TAGS = new Set(['styled', 'css', 'createGlobalStyle', 'keyframes']);

/** Whitespace next to these characters never matters in CSS (outside strings): `a { b: c; }` is `a{b: c;}`. */
const TIGHT = new Set(['{', '}', ';', ',']);

const isSpace = (char) => char === ' ' || char === '\n' || char === '\t' || char === '\r' || char === '\f';

/**
 * Minifies the static parts of one CSS template, in order (`quasis[i]` is the raw text before interpolation i):
 * drops `/* … *\/` comments, and whitespace at the template's ends and next to `{ } ; ,`; any other run of
 * whitespace becomes one space (a descendant combinator, a value separator). Quoted strings are kept as they are,
 * also across an interpolation. A part whose text the scanner cannot follow (an unclosed comment) is left as it was.
 * @param {string[]} quasis
 * @returns {string[]}
 */
export function minifyCssTemplate(quasis) {
  const out = [];
  /** @type {string | null} the quote of the string being read, carried across interpolations */
  let quote = null;
  quasis.forEach((raw, index) => {
    const first = index === 0;
    const last = index === quasis.length - 1;
    let result = '';
    let pending = false; // whitespace seen and not yet written
    let i = 0;
    const flushSpace = (next) => {
      if (!pending) return;
      pending = false;
      const previous = result.length > 0 ? result[result.length - 1] : first ? null : '$';
      // At the template's start, or next to a character around which whitespace never matters: nothing.
      if (previous === null || TIGHT.has(previous) || (next !== undefined && TIGHT.has(next))) return;
      result += ' ';
    };
    while (i < raw.length) {
      const char = raw[i];
      if (quote !== null) {
        if (char === '\\' && i + 1 < raw.length) {
          result += raw.slice(i, i + 2);
          i += 2;
          continue;
        }
        if (char === quote) quote = null;
        result += char;
        i += 1;
        continue;
      }
      if (char === '/' && raw[i + 1] === '*') {
        const end = raw.indexOf('*/', i + 2);
        if (end === -1) {
          out.push(raw);
          return;
        }
        // A comment separates like whitespace would.
        pending = true;
        i = end + 2;
        continue;
      }
      if (isSpace(char)) {
        pending = true;
        i += 1;
        continue;
      }
      flushSpace(char);
      if (char === '\\' && i + 1 < raw.length) {
        // An escape (`\:` in a selector): kept with the character it escapes, whitespace included.
        result += raw.slice(i, i + 2);
        i += 2;
        continue;
      }
      if (char === '"' || char === "'") quote = char;
      result += char;
      i += 1;
    }
    // Before an interpolation, whitespace stays one space unless the text ends in a tight character (the
    // interpolation may be a value: `margin: 0 ${gap}`); at the template's end it goes.
    if (pending && !last) flushSpace(undefined);
    out.push(result);
  });
  return out;
}

/** The identifier a tag expression starts from: `styled` in `styled(Link).attrs({…})`. */
function tagRoot(node) {
  let current = node;
  for (;;) {
    if (current.type === 'MemberExpression') current = current.object;
    else if (current.type === 'CallExpression') current = current.callee;
    else if (current.type === 'TSAsExpression' || current.type === 'TSNonNullExpression')
      current = current.expression;
    else return current.type === 'Identifier' ? current.name : null;
  }
}

function walk(node, visit) {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  if (typeof node.type === 'string') visit(node);
  for (const key in node) {
    if (key === 'parent') continue;
    const value = node[key];
    if (value !== null && typeof value === 'object') walk(value, visit);
  }
}

/**
 * Minifies every CSS template of a module that imports styled-components (`styled.x`, `styled(X)`, `css`,
 * `createGlobalStyle`, `keyframes` under the names it imports them as); null when nothing changes.
 * @param {string} code TypeScript or JavaScript, JSX allowed
 * @param {string} id the module's file name (its extension tells the parser the language)
 * @returns {{ code: string, map: import('magic-string').SourceMap } | null}
 */
export function minifyStyledCss(code, id) {
  if (!code.includes('styled-components')) return null;
  const { program, errors } = parseSync(id, code);
  if (errors.length > 0) return null;
  const tags = new Set();
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.source.value !== 'styled-components') continue;
    if (statement.importKind === 'type') continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportDefaultSpecifier') tags.add(specifier.local.name);
      else if (
        specifier.type === 'ImportSpecifier' &&
        specifier.importKind !== 'type' &&
        CSS_TAGS.has(specifier.imported.name ?? specifier.imported.value)
      ) {
        tags.add(specifier.local.name);
      }
    }
  }
  if (tags.size === 0) return null;
  const source = new MagicString(code);
  walk(program, (node) => {
    if (node.type !== 'TaggedTemplateExpression' || !tags.has(tagRoot(node.tag))) return;
    const { quasis } = node.quasi;
    // A template element's span runs from its opening delimiter (` or }) to its closing one (${ or `).
    const spans = quasis.map((quasi) => ({
      start: quasi.start + 1,
      end: quasi.end - (quasi.tail ? 1 : 2),
    }));
    const raws = spans.map(({ start, end }) => code.slice(start, end));
    if (raws.some((raw, index) => raw !== quasis[index].value.raw)) return;
    minifyCssTemplate(raws).forEach((text, index) => {
      const { start, end } = spans[index];
      if (text === raws[index]) return;
      if (text === '') source.remove(start, end);
      else source.overwrite(start, end, text);
    });
  });
  return source.hasChanged()
    ? { code: source.toString(), map: source.generateMap({ source: id, hires: true }) }
    : null;
}

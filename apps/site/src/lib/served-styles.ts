import { __PRIVATE__ } from 'styled-components';
import { PAGE_STYLES_PREFIX } from '../constants';

/**
 * Keeps the browser's styled-components from restyling the whole page, again and again, while the page hydrates
 * (issue 11: the products list's Total Blocking Time; docs/benchmarks.md, tbt). It inserted again, a few at a time
 * between React's slices, the rules of every component it hydrated, and each insertion made the browser re-check
 * every rule of its sheet against the page: with the global styles' `:root`, `*` and `h1` selectors in that sheet,
 * every insertion restyled every element (the products list's 1,900, 40–65 ms at 4× CPU, ten times). Before
 * hydrating, this lets it use the page's linked stylesheet (server/page-styles.ts) instead:
 *
 * - A component's class name is a hash of its id and its CSS, so a name the linked sheet holds has all its rules
 *   there: the sheet answers that it has it, and styled-components skips it (stylis too). Anything else is inserted
 *   as before: names the page did not render (a client navigation, a lazy part, a new prop value), a component whose
 *   id the browser's module order made different from the server's, and keyframes (their names are in no class).
 * - A global style's first rules are the ones the server rendered for the same page, which the linked sheet holds
 *   in a block after the global's marker: that insertion is skipped. When the global changes or unmounts later (a
 *   client navigation), its block is deleted from the linked sheet and styled-components does the rest as before.
 *
 * The linked sheet stays in <head> for the life of the page. Without one (the development server inlines the styles,
 * which styled-components rehydrates itself) nothing changes.
 */
export function adoptServedStyles(): void {
  let css = '';
  /** The markers of the linked sheet's global blocks by the global's name (its id and instance: `sc-global-abc1`). */
  const served = new Map<string, CSSRule>();
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[href^="${PAGE_STYLES_PREFIX}"]`)) {
    try {
      for (const rule of link.sheet!.cssRules) {
        // Serialized once (a thousand rules on a list page, before hydration can start).
        const text = rule.cssText;
        // A global style's marker: `data-styled.g3[id="sc-global-abc"] { content: "sc-global-abc1,"; }`.
        const global = /content: "(sc-global-[\w-]+),"/.exec(text);
        if (global) served.set(global[1]!, rule);
        css += text;
      }
    } catch {
      // Not loaded, or from another origin without CORS: its components insert their rules as before.
    }
  }
  const names = new Set(Array.from(css.matchAll(/\.([A-Za-z][\w-]*)/g), (match) => match[1]));
  const sheet = __PRIVATE__.mainSheet;
  const has = sheet.hasNameForId.bind(sheet);
  const insert = sheet.insertRules.bind(sheet);
  const clear = sheet.clearRules.bind(sheet);
  /** The markers of the global styles whose rules are the linked sheet's block, by id. */
  const kept = new Map<string, CSSRule>();
  sheet.hasNameForId = (id, name) => has(id, name) || names.has(name);
  sheet.insertRules = (id, name, rules) => {
    const marker = served.get(name);
    if (!marker) return insert(id, name, rules);
    served.delete(name);
    kept.set(id, marker);
  };
  sheet.clearRules = (id) => {
    const marker = kept.get(id);
    if (marker) {
      kept.delete(id);
      const linked = marker.parentStyleSheet!;
      linked.deleteRule([...linked.cssRules].indexOf(marker) + 1);
    }
    clear(id);
  };
}

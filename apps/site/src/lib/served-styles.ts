import { __PRIVATE__ } from 'styled-components';
import { PAGE_STYLES_PREFIX } from '../constants';

/** The id prefix of styled-components' global styles (`createGlobalStyle`). */
const GLOBAL_STYLE = 'sc-global-';

/**
 * Keeps the browser's styled-components from restyling the whole page, again and again, while the page hydrates
 * (issue 11: the products list's Total Blocking Time; docs/benchmarks.md, tbt). Before hydrating:
 *
 * - It uses the page's linked stylesheet (server/page-styles.ts) instead of inserting again the rules of every
 *   component it hydrates. A class name is a hash of its component's id and its CSS, so a name the linked sheet
 *   holds has all its rules there: the sheet answers that it has it, and styled-components skips it (stylis too).
 *   Anything else is inserted as before: names the page did not render (a client navigation, a lazy part, a new
 *   prop value), a component whose id the browser's module order made different from the server's.
 * - It gives the global styles (the theme's tokens and reset: `:root`, `*`, `html`, `h1`… selectors) a `<style>` of
 *   their own, ahead of the components'. A rule inserted into a sheet makes the browser re-check every rule of that
 *   sheet against the page, and with those selectors in it every insertion restyled every element (the products
 *   list's 1,900, 40–65 ms at 4× CPU each time a lazy part or the list's placeholders added their classes).
 *
 * The linked sheet stays in <head> for the life of the page. Without one (the development server inlines the styles,
 * which styled-components rehydrates itself) nothing changes.
 */
export function adoptServedStyles(): void {
  const links = document.querySelectorAll<HTMLLinkElement>(`link[href^="${PAGE_STYLES_PREFIX}"]`);
  if (links.length === 0) return;
  let css = '';
  for (const link of links) {
    try {
      for (const rule of link.sheet!.cssRules) css += rule.cssText;
    } catch {
      // Not loaded, or from another origin without CORS: its components insert their rules as before.
    }
  }
  const names = new Set(Array.from(css.matchAll(/(?:\.|keyframes )([A-Za-z][\w-]*)/g), (match) => match[1]));
  const { StyleSheet, mainSheet: sheet } = __PRIVATE__;
  const has = sheet.hasNameForId.bind(sheet);
  sheet.hasNameForId = (id, name) => has(id, name) || names.has(name);
  // Its <style> is made now, so it comes before the components' (made with their first rule).
  const globals = new StyleSheet();
  globals.getTag();
  const insert = sheet.insertRules.bind(sheet);
  const clear = sheet.clearRules.bind(sheet);
  sheet.insertRules = (id, name, rules) =>
    id.startsWith(GLOBAL_STYLE) ? globals.insertRules(id, name, rules) : insert(id, name, rules);
  sheet.clearRules = (id) => (id.startsWith(GLOBAL_STYLE) ? globals.clearRules(id) : clear(id));
}

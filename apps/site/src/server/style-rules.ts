import type { ServerStyleSheet } from 'styled-components';

type Sheet = ServerStyleSheet['instance'];

/** The most characters of CSS rules the process keeps (a page's styles are ~30 KiB; the site has a few hundred rules). */
export const STYLE_RULES_MAX_CHARS = 4 * 1024 * 1024;

/**
 * The CSS rules styled-components made for a class name, kept across renders. Each server render collects its
 * styles in a fresh `ServerStyleSheet`, so styled-components ran every rule of every page through stylis again (a
 * tenth of a cold render's CPU, docs/benchmarks.md). A class name is a hash of its CSS (a keyframes' name too), so
 * the rules made for (group id, name) once are the rules of every later render: the sheet gets them from here, in
 * the order the render asks for them, and the CSS of a page is the same string as without this cache.
 */
export class StyleRuleCache {
  private readonly rules = new Map<string, string[]>();
  private chars = 0;

  constructor(private readonly maxChars = STYLE_RULES_MAX_CHARS) {}

  get size(): number {
    return this.rules.size;
  }

  /**
   * Lets `sheet` answer from this cache: a name the sheet does not know yet but the cache does is inserted with
   * its kept rules (and styled-components skips stylis); rules styled-components makes after asking for a name it
   * did not find are kept. Only rules asked for first are kept, so styles inserted unasked (a dynamic global
   * style, whose name is not a hash of its CSS) never come from here.
   */
  attach(sheet: Sheet): void {
    const has = sheet.hasNameForId.bind(sheet);
    const insert = sheet.insertRules.bind(sheet);
    let missed: string | undefined;
    sheet.hasNameForId = (id, name) => {
      if (has(id, name)) return true;
      const key = `${id}\n${name}`;
      const kept = this.rules.get(key);
      if (kept === undefined) {
        missed = key;
        return false;
      }
      insert(id, name, kept);
      return true;
    };
    sheet.insertRules = (id, name, rules) => {
      const key = `${id}\n${name}`;
      if (key === missed) {
        missed = undefined;
        this.keep(key, rules);
      }
      insert(id, name, rules);
    };
  }

  /** The rules kept for a class name of a component, if any. */
  rulesOf(id: string, name: string): string[] | undefined {
    return this.rules.get(`${id}\n${name}`);
  }

  private keep(key: string, rules: string[]): void {
    const chars = rules.reduce((sum, rule) => sum + rule.length, key.length);
    if (this.chars + chars > this.maxChars) return;
    this.rules.set(key, [...rules]);
    this.chars += chars;
  }
}

import type { ReactElement } from 'react';
import type { ServerStyleSheet } from 'styled-components';
import { keptPlaceholder, markedPart, type KeptPartsRender } from '../shell/kept-part';
import type { StyleRuleCache } from './style-rules';

type Sheet = ServerStyleSheet['instance'];

/** One styled-components class a kept part needs, in the order its render asked for it. */
interface StyleRule {
  id: string;
  name: string;
  rules: string[];
}

interface Kept {
  html: string;
  styles: StyleRule[];
}

/** A part being rendered for the first time: the classes it asks for, until the element after it renders. */
interface Capture {
  name: string;
  asked: { id: string; name: string }[];
  inserted: Map<string, string[]>;
  ended: boolean;
}

const keyOf = (id: string, name: string) => `${id}\n${name}`;

/**
 * The shell's parts that are the same on every page (the header and the footer; issue 12: a tenth of a cold render
 * went to rendering them again), rendered once per process and reused. Nothing they show depends on the page's data
 * or URL (the footer's year is part of its name), and on a server render they sit at the same place of the tree,
 * so React gives them the same ids every time.
 *
 * The first render of a part renders it in place with a `data-kept` mark on its root element, and records the
 * styled-components classes it asks for (until the element after it starts rendering, `AfterKeptPart`). Later
 * renders put a placeholder there, insert the recorded classes into their sheet at that point of the render
 * (styled-components orders a component's classes by insertion, so the page's CSS is the same string), and swap the
 * placeholder for the kept HTML. A part whose render cannot be captured whole is simply rendered every time.
 */
export class KeptParts {
  private readonly kept = new Map<string, Kept>();
  private readonly refused = new Set<string>();

  constructor(private readonly styleRules?: StyleRuleCache) {}

  /** Forgets every kept part: the next render of each is a whole one again. */
  clear(): void {
    this.kept.clear();
    this.refused.clear();
  }

  /** The names of the parts kept so far. */
  get names(): string[] {
    return [...this.kept.keys()];
  }

  /**
   * One server render's use of the kept parts: `context` goes to `KeptPartsContext`, `finish` turns the rendered
   * HTML into the page's (placeholders filled, capture marks removed, new parts kept).
   */
  begin(sheet: Sheet): { context: KeptPartsRender; finish: (html: string) => string } {
    const captures: Capture[] = [];
    let open: Capture | undefined;
    const placed: string[] = [];

    const has = sheet.hasNameForId.bind(sheet);
    const insert = sheet.insertRules.bind(sheet);
    sheet.hasNameForId = (id, name) => {
      open?.asked.push({ id, name });
      return has(id, name);
    };
    sheet.insertRules = (id, name, rules) => {
      open?.inserted.set(keyOf(id, name), [...rules]);
      insert(id, name, rules);
    };

    const context: KeptPartsRender = {
      part: (name: string, part: ReactElement<{ 'data-kept'?: string }>) => {
        this.endCapture(open);
        open = undefined;
        const kept = this.kept.get(name);
        if (kept) {
          for (const style of kept.styles)
            if (!sheet.hasNameForId(style.id, style.name))
              sheet.insertRules(style.id, style.name, style.rules);
          placed.push(name);
          return keptPlaceholder(name);
        }
        if (this.refused.has(name) || captures.some((capture) => capture.name === name)) return part;
        open = { name, asked: [], inserted: new Map(), ended: false };
        captures.push(open);
        return markedPart(name, part);
      },
      partEnded: () => {
        this.endCapture(open);
        open = undefined;
      },
    };

    const finish = (html: string): string => {
      this.endCapture(open);
      let page = html;
      for (const capture of captures) page = this.keep(capture, page);
      for (const name of placed) {
        const placeholder = `<larder-kept data-name="${name}"></larder-kept>`;
        page = page.replace(placeholder, () => this.kept.get(name)?.html ?? '');
      }
      return page;
    };
    return { context, finish };
  }

  private endCapture(capture: Capture | undefined): void {
    if (capture) capture.ended = true;
  }

  /** Keeps the part `capture` rendered in `html` and answers `html` without its mark. */
  private keep(capture: Capture, html: string): string {
    const mark = ` data-kept="${capture.name}"`;
    const at = html.indexOf(mark);
    if (at === -1) {
      this.refused.add(capture.name);
      return html;
    }
    const page = html.slice(0, at) + html.slice(at + mark.length);
    const part = elementAt(page, page.lastIndexOf('<', at));
    const styles = this.stylesOf(capture);
    if (!capture.ended || part === undefined || styles === undefined || html.indexOf(mark, at + 1) !== -1)
      this.refused.add(capture.name);
    else if (!this.kept.has(capture.name)) this.kept.set(capture.name, { html: part, styles });
    return page;
  }

  /** The rules of every class the part asked for, in order; undefined when one is unknown. */
  private stylesOf(capture: Capture): StyleRule[] | undefined {
    const styles: StyleRule[] = [];
    const seen = new Set<string>();
    for (const { id, name } of capture.asked) {
      const key = keyOf(id, name);
      if (seen.has(key)) continue;
      seen.add(key);
      const rules = capture.inserted.get(key) ?? this.styleRules?.rulesOf(id, name);
      if (rules === undefined) return undefined;
      styles.push({ id, name, rules });
    }
    return styles;
  }
}

/**
 * The whole element that starts at `start` in React's server HTML (its tag's opening to the matching closing tag),
 * or undefined. React escapes `<` in text and attribute values, so every `<tag` and `</tag>` in it is markup.
 */
export function elementAt(html: string, start: number): string | undefined {
  const tag = /^<([a-z][a-z0-9-]*)[\s>]/.exec(html.slice(start, start + 64))?.[1];
  if (!tag || start < 0) return undefined;
  const pattern = new RegExp(`<(/?)${tag}(?=[\\s>/])`, 'g');
  pattern.lastIndex = start;
  let depth = 0;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) {
      const end = html.indexOf('>', match.index);
      return end === -1 ? undefined : html.slice(start, end + 1);
    }
  }
  return undefined;
}

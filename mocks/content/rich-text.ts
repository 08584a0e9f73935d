/**
 * Structured rich content, so the storefront never injects raw HTML: headings, paragraphs of
 * text and link runs, and bullet lists. Built from the tiny line format of texts/pages.ts.
 */
export type Inline = { type: 'text'; text: string } | { type: 'link'; text: string; url: string; newTab: boolean };

export type ContentNode =
  | { type: 'heading'; level: 2 | 3; text: string }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] };

const LINK = /\[([^\]]+)\]\(\{([a-z]+)\}\)/g;

/** Splits a line into text and link runs; `resolve` turns a '{key}' into a URL (null = plain text). */
export function inlines(line: string, resolve: (key: string) => string | null): Inline[] {
  const result: Inline[] = [];
  let last = 0;
  for (const match of line.matchAll(LINK)) {
    const [whole, text = '', key = ''] = match;
    const start = match.index ?? 0;
    if (start > last) result.push({ type: 'text', text: line.slice(last, start) });
    const url = resolve(key);
    result.push(url ? { type: 'link', text, url, newTab: false } : { type: 'text', text });
    last = start + whole.length;
  }
  if (last < line.length) result.push({ type: 'text', text: line.slice(last) });
  return result;
}

export function richText(lines: readonly string[], resolve: (key: string) => string | null): ContentNode[] {
  const nodes: ContentNode[] = [];
  for (const line of lines) {
    if (line.startsWith('### ')) nodes.push({ type: 'heading', level: 3, text: line.slice(4) });
    else if (line.startsWith('## ')) nodes.push({ type: 'heading', level: 2, text: line.slice(3) });
    else if (line.startsWith('- ')) {
      const item = inlines(line.slice(2), resolve);
      const previous = nodes[nodes.length - 1];
      if (previous?.type === 'list') previous.items.push(item);
      else nodes.push({ type: 'list', ordered: false, items: [item] });
    } else nodes.push({ type: 'paragraph', children: inlines(line, resolve) });
  }
  return nodes;
}

export const paragraphs = (texts: readonly string[]): ContentNode[] =>
  texts.map((text) => ({ type: 'paragraph', children: [{ type: 'text', text }] }));

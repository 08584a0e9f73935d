/**
 * Descriptions are cut at 86 characters on mobile and 250 on desktop, programme summaries at 250
 * (part 1 §9), with a see more / see less toggle (part 1 §4). The cut falls on the last word
 * boundary inside the limit when there is one, so no word is split, and never inside a
 * surrogate pair.
 */
export const DESCRIPTION_MAX_MOBILE = 86;
export const DESCRIPTION_MAX_DESKTOP = 250;
export const PROGRAMME_SUMMARY_MAX = 250;
export const ELLIPSIS = '…';

export type Device = 'mobile' | 'desktop';

export function descriptionLimit(device: Device): number {
  return device === 'mobile' ? DESCRIPTION_MAX_MOBILE : DESCRIPTION_MAX_DESKTOP;
}

export interface TruncatedText {
  text: string;
  /** The text is longer than the limit: the toggle shows. */
  truncatable: boolean;
  /** What the toggle offers: 'more' while cut, 'less' once expanded; null when the text is short enough. */
  toggle: 'more' | 'less' | null;
}

/** The first `limit` characters (code points), cut back to a word boundary, plus an ellipsis. */
export function truncateText(text: string, limit: number): string {
  const characters = Array.from(text);
  if (characters.length <= limit) return text;
  const head = characters.slice(0, limit).join('');
  // The limit falls right after a whole word: keep it; otherwise drop the partial last word.
  const endsOnWord = /\s/.test(characters[limit] ?? '');
  const boundary = endsOnWord ? -1 : head.search(/\s\S*$/);
  const cut = boundary > 0 ? head.slice(0, boundary) : head;
  return `${cut.trimEnd()}${ELLIPSIS}`;
}

export function truncatedDescription(text: string, limit: number, expanded: boolean): TruncatedText {
  const truncatable = Array.from(text).length > limit;
  if (!truncatable) return { text, truncatable, toggle: null };
  return expanded ? { text, truncatable, toggle: 'less' } : { text: truncateText(text, limit), truncatable, toggle: 'more' };
}

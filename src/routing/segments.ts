/**
 * What a path segment may hold. Values taken from the path end up in travel-API paths and in
 * pages, so each kind gets a closed, ASCII-only pattern: no '/', '.', '%' or '\' can slip through,
 * which rules out traversal and double-encoding tricks whatever the decoder did before us.
 */

/** Longer raw segments are refused before any work is done on them. */
export const MAX_SEGMENT_LENGTH = 200;
/** The longest route (a box search with city and theme) has 8 segments. */
export const MAX_SEGMENTS = 8;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 120;

/**
 * Positive integer without leading zeros (so each id has exactly one URL), at most 15 digits so
 * it stays a safe integer once parsed.
 */
const ID = /^[1-9][0-9]{0,14}$/;

/** Box codes end in EBOX (digital) or PBOX (physical); the stem is uppercase words and dashes. */
const BOX_CODE = /^(?:[A-Z0-9]+-)*[A-Z0-9]*[EP]BOX$/;
const MAX_BOX_CODE_LENGTH = 64;

/** Lowercase ASCII words joined by single dashes: city, theme, box, landing, product slugs, content ids. */
export function isSlug(value: string): boolean {
  return value.length <= MAX_SLUG_LENGTH && SLUG.test(value);
}

export function isId(value: string): boolean {
  return ID.test(value);
}

export function parseId(value: string): number | null {
  return isId(value) ? Number(value) : null;
}

export function isValidId(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0 && isId(String(value));
}

export function isBoxCode(value: string): boolean {
  return value.length <= MAX_BOX_CODE_LENGTH && BOX_CODE.test(value);
}

/**
 * A hotel's own uri ('hotel-le-grand-paris-1042'): a slug that is not all digits, since an
 * all-digit segment is read as the hotel id.
 */
export function isHotelUri(value: string): boolean {
  return isSlug(value) && !/^[0-9]+$/.test(value);
}

/**
 * One raw segment as the framework hands it over → its decoded text, or null when it is empty,
 * over-long, badly encoded or a dot segment.
 */
export function decodeSegment(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_SEGMENT_LENGTH) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (decoded === '' || decoded === '.' || decoded === '..') return null;
  return decoded;
}

/**
 * The box detail's second segment is the spec's literal 'p' (part 2 §2 box card link
 * `/{localized box route}/p/{slug}/{code}`), the same in every language.
 */
export const BOX_DETAIL_SEGMENT = 'p';

/** The fixed path of the beneficiary entry (part 2 §2 header fixed paths): no site prefix. */
export const BENEFICIARY_ENTRY_SEGMENTS = ['beneficiary', 'login'] as const;

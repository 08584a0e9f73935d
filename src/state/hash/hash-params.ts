/**
 * Reading and writing the raw `key=value&key=value` form of a location hash (docs/decisions.md,
 * "Query search parameters move to the hash"). Nothing here knows what a key means; the codecs do.
 * Nothing here throws, whatever the input: the hash is typed by anyone.
 */

/** The values of one hash, decoded once (URLSearchParams rules: '+' is a space, bad escapes kept). */
export interface HashParams {
  /** Every value of exactly this key, in order. */
  values(key: string): readonly string[];
  /** The first value of this key: a repeated scalar keeps its first value, like the query redirect. */
  first(key: string): string | undefined;
  /** A list: every `key[]=v`, and every bare `key=v` too (a hand-written link may forget the brackets). */
  list(key: string): readonly string[];
}

const NONE: readonly string[] = Object.freeze([]);

/** Without its leading '#', if any. */
export function hashText(hash: unknown): string {
  if (typeof hash !== 'string') return '';
  return hash.startsWith('#') ? hash.slice(1) : hash;
}

export function readHashParams(hash: unknown): HashParams {
  const byKey = new Map<string, string[]>();
  for (const [key, value] of new URLSearchParams(hashText(hash))) {
    const values = byKey.get(key);
    if (values) values.push(value);
    else byKey.set(key, [value]);
  }
  const values = (key: string): readonly string[] => byKey.get(key) ?? NONE;
  return {
    values,
    first: (key) => values(key)[0],
    list: (key) => [...values(`${key}[]`), ...values(key)],
  };
}

/**
 * Percent-encodes a value for the hash. `toWellFormed` first: encodeURIComponent throws on a lone
 * surrogate, and a value typed in a field may hold one.
 */
export function encodeHashValue(value: string): string {
  return encodeURIComponent(value.toWellFormed());
}

/**
 * `key=value&…` in the given order. Keys are the codecs' own ASCII names and are written as they
 * are, so lists read `stars[]=4` rather than `stars%5B%5D=4`.
 */
export function formatHashParams(entries: ReadonlyArray<readonly [key: string, value: string]>): string {
  return entries.map(([key, value]) => `${key}=${encodeHashValue(value)}`).join('&');
}

/** The key a raw `key=value` part is about, without a list's '[]'. */
export function hashPartKey(part: string): string {
  const raw = part.split('=', 1)[0] ?? '';
  let key: string;
  try {
    key = decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    key = raw;
  }
  return key.endsWith('[]') ? key.slice(0, -2) : key;
}

/**
 * The hash after a codec rewrites the keys it owns: its printed text first, then every other part of
 * the current hash verbatim. Two codecs can share one hash (a product page's dates and its gift
 * setup), and keys nobody here knows (tracking, a '#reviews' anchor) survive a write.
 */
export function replaceOwnedParts(currentHash: unknown, ownedKeys: ReadonlySet<string>, printed: string): string {
  const foreign = hashText(currentHash)
    .split('&')
    .filter((part) => part !== '' && !ownedKeys.has(hashPartKey(part)));
  return [printed, ...foreign].filter((part) => part !== '').join('&');
}

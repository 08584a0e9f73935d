export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type Query = Record<string, QueryValue>;

/**
 * Serialises query parameters in insertion order. Undefined/null are left out; arrays
 * repeat the key (`key=a&key=b`). Callers that need comma-joined values join them first.
 */
export function toSearchParams(query: Query | undefined): URLSearchParams {
  const params = new URLSearchParams();
  if (!query) return params;
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(key, String(item));
    } else {
      params.append(key, String(value));
    }
  }
  return params;
}

/** Encodes one path segment (ids, codes, slugs) so user input can never change the path. */
export const segment = (value: string | number): string => encodeURIComponent(String(value));

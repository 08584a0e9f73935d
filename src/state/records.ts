/**
 * Criteria objects leave absent values out rather than holding `undefined`, so two equal criteria
 * are equal under any comparison (toStrictEqual, Object.keys, JSON) and print the same.
 */
export function withoutUndefined<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}

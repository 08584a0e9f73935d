import type { SearchHashCriteria } from '@/state/hash/search-criteria';
import type { PathCriteria } from './page-criteria';

/**
 * What to write back to the hash after a change made on merged criteria: the path already says
 * its city and theme, so they are not copied into the hash (the URL stays short and the path stays
 * the one place that names them), unless the hash named them itself.
 */
export function toOwnHash(next: SearchHashCriteria, current: SearchHashCriteria, path: PathCriteria): SearchHashCriteria {
  const own = { ...next };
  if (path.city !== undefined && current.city === undefined && own.city === path.city) delete own.city;
  if (path.theme !== undefined && current.theme === undefined && own.theme === path.theme) delete own.theme;
  return own;
}

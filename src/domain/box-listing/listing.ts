import type { PointOfSale } from '@/domain/model/locale';
import { rankBoxes } from './ranking';

/**
 * Which boxes the site lists (part 2 §9): only digital boxes, whose codes end in EBOX, whatever
 * else the boxes search answers (physical …PBOX versions, partner codes). One rule for the box
 * listing page and the sitemap.
 */
export function isListedBoxCode(code: string): boolean {
  return code.toUpperCase().endsWith('EBOX');
}

/** The box listing of a country: its digital boxes, in the country's fixed ranking. */
export function listedBoxes<T extends { code: string }>(boxes: readonly T[], country: PointOfSale): T[] {
  return rankBoxes(
    boxes.filter((box) => isListedBoxCode(box.code)),
    country,
  );
}

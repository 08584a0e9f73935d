import type { PointOfSale } from '@/domain/model/locale';

/**
 * The fixed per-country ranking of the box listing (part 2 §9: codes ranked 1 to 12, unlisted
 * last). A merchandising choice of ours, not the API's: the boxes search answers in its own order
 * and the listing puts these twelve digital codes first, in this order, in each country. Every
 * code is a box of the catalogue (a unit test checks them against the simulator's).
 */
export const BOX_RANKING: Readonly<Record<PointOfSale, readonly string[]>> = {
  FR: [
    'WEEKEND-ROMANTIC-EBOX',
    'SPA-WELLNESS-EBOX',
    'GOURMET-ESCAPE-EBOX',
    'CHATEAU-NIGHT-EBOX',
    'DISCOVERY-EBOX',
    'WINE-TASTING-EBOX',
    'ROMANTIC-DINNER-EBOX',
    'SPA-DUO-EBOX',
    'UNUSUAL-NIGHT-EBOX',
    'TWO-NIGHTS-EBOX',
    'PRESTIGE-ESCAPE-EBOX',
    'SEASIDE-ESCAPE-EBOX',
  ],
  BE: [
    'GOURMET-ESCAPE-EBOX',
    'WEEKEND-ROMANTIC-EBOX',
    'WINE-AND-DINE-EBOX',
    'SPA-WELLNESS-EBOX',
    'CITY-BREAK-EBOX',
    'DISCOVERY-EBOX',
    'CHATEAU-NIGHT-EBOX',
    'GOURMET-PRESTIGE-EBOX',
    'FAMILY-FUN-EBOX',
    'SPA-DUO-EBOX',
    'CULTURE-GOURMET-EBOX',
    'NATURE-ESCAPE-EBOX',
  ],
  NL: [
    'SPA-WELLNESS-EBOX',
    'CITY-BREAK-EBOX',
    'WELLNESS-NATURE-EBOX',
    'WEEKEND-ROMANTIC-EBOX',
    'NATURE-ESCAPE-EBOX',
    'DISCOVERY-EBOX',
    'SEASIDE-ESCAPE-EBOX',
    'FAMILY-NATURE-EBOX',
    'GOURMET-ESCAPE-EBOX',
    'TWO-NIGHTS-EBOX',
    'UNUSUAL-NIGHT-EBOX',
    'SPORT-ADVENTURE-EBOX',
  ],
  IT: [
    'WEEKEND-ROMANTIC-EBOX',
    'WINE-TASTING-EBOX',
    'GOURMET-PRESTIGE-EBOX',
    'SPA-DUO-EBOX',
    'CULTURE-CITY-EBOX',
    'ROMANTIC-SEA-EBOX',
    'WINE-AND-DINE-EBOX',
    'WELLNESS-PRESTIGE-EBOX',
    'CHATEAU-NIGHT-EBOX',
    'DISCOVERY-EBOX',
    'CULTURE-GOURMET-EBOX',
    'SEASIDE-ESCAPE-EBOX',
  ],
  ES: [
    'ROMANTIC-SEA-EBOX',
    'SPA-WELLNESS-EBOX',
    'GOURMET-ESCAPE-EBOX',
    'WEEKEND-ROMANTIC-EBOX',
    'NATURE-ACTIVE-EBOX',
    'WINE-TASTING-EBOX',
    'SEASIDE-ESCAPE-EBOX',
    'CITY-BREAK-EBOX',
    'SPORT-ADVENTURE-EBOX',
    'FAMILY-FUN-EBOX',
    'DISCOVERY-EBOX',
    'ROMANTIC-PRESTIGE-EBOX',
  ],
};

/** The box's rank (1..12) in the country, null when it is not in the country's table. */
export function boxRank(code: string, country: PointOfSale): number | null {
  const index = BOX_RANKING[country].indexOf(code.toUpperCase());
  return index === -1 ? null : index + 1;
}

/**
 * The boxes in the country's order: the ranked ones by rank (1 first), then the unlisted ones in
 * the order they came in (the API's: a stable sort, so nothing moves without a reason).
 */
export function rankBoxes<T extends { code: string }>(boxes: readonly T[], country: PointOfSale): T[] {
  const rankOf = (box: T) => boxRank(box.code, country) ?? Number.POSITIVE_INFINITY;
  return boxes
    .map((box, position) => ({ box, position, rank: rankOf(box) }))
    .sort((a, b) => a.rank - b.rank || a.position - b.position)
    .map(({ box }) => box);
}

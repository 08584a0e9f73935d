import type { Activity, Box, Catalogue, Hotel, WeekendPackage } from '../catalogue/types';

/**
 * Lookups the product-area handlers need beyond `catalogue.index`, built lazily once per
 * catalogue object (a WeakMap, so a regenerated catalogue gets fresh indexes and the old ones
 * are collected). Each is a single pass over the catalogue: cheap even at 20,000 hotels.
 */
interface ProductIndexes {
  hotelByUri: Map<string, Hotel>;
  activityById: Map<number, { activity: Activity; pkg: WeekendPackage }>;
  /** Lowest "from" price over a hotel's packages, cents; absent when it has none. */
  hotelFromPrice: Map<number, number>;
  /** Digital code and physical code both lead to the box. */
  boxByAnyCode: Map<string, { box: Box; physical: boolean }>;
  /** Hotels someone can book (active, with at least one stay): the nearby-hotels candidates. */
  bookableHotels: Hotel[];
}

const cache = new WeakMap<Catalogue, ProductIndexes>();

function build(catalogue: Catalogue): ProductIndexes {
  const hotelByUri = new Map<string, Hotel>();
  for (const hotel of catalogue.hotels) hotelByUri.set(hotel.uri, hotel);

  const activityById = new Map<number, { activity: Activity; pkg: WeekendPackage }>();
  const hotelFromPrice = new Map<number, number>();
  for (const pkg of catalogue.packages) {
    for (const activity of pkg.activities) {
      if (!activityById.has(activity.activityId)) activityById.set(activity.activityId, { activity, pkg });
    }
    const current = hotelFromPrice.get(pkg.hotelId);
    if (current === undefined || pkg.fromPrice < current) hotelFromPrice.set(pkg.hotelId, pkg.fromPrice);
  }

  const boxByAnyCode = new Map<string, { box: Box; physical: boolean }>();
  for (const box of catalogue.boxes) {
    boxByAnyCode.set(box.code, { box, physical: false });
    if (box.physicalCode) boxByAnyCode.set(box.physicalCode, { box, physical: true });
  }
  const bookableHotels = catalogue.hotels.filter((hotel) => hotel.active && hotelFromPrice.has(hotel.id));
  return { hotelByUri, activityById, hotelFromPrice, boxByAnyCode, bookableHotels };
}

export function indexes(catalogue: Catalogue): ProductIndexes {
  let found = cache.get(catalogue);
  if (!found) {
    found = build(catalogue);
    cache.set(catalogue, found);
  }
  return found;
}

export function packagesOfHotel(catalogue: Catalogue, hotel: Hotel): WeekendPackage[] {
  return hotel.packageIds.flatMap((id) => {
    const pkg = catalogue.index.packageById.get(id);
    return pkg ? [pkg] : [];
  });
}

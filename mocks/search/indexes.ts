import type { ActivityOnlyProduct, ActivityTag, Catalogue, City, Facility, Hotel, SingleVoucher, WeekendPackage } from '../catalogue/types';
import { PETS_FACILITY } from './criteria';
import { haversineKm } from './distance';

/**
 * Everything a search needs that does not depend on the request, built once per catalogue
 * (WeakMap keyed by the catalogue object) so 20,000 hotels cost one pass, not one per query.
 */
export interface PackageEntry {
  pkg: WeekendPackage;
  hotel: Hotel;
  /** Whole stars: a 4.5-star hotel answers the stars=4 filter. */
  starsKey: number;
  /** Most people (adults + children) the package's room sleeps. */
  maxCapacity: number;
  /** Activity tags of the package's activities, without duplicates. */
  tagIds: readonly string[];
  singleVoucher: SingleVoucher | undefined;
  /** Single-voucher price per number of nights, bucket 1 (Essential), cents. */
  giftPriceByNights: ReadonlyMap<number, number>;
}

export interface SearchIndex {
  catalogue: Catalogue;
  /** Packages of active hotels, grouped by hotel (hotels by id, packages by id). */
  active: readonly PackageEntry[];
  /** Same grouping, per city. */
  activeByCity: ReadonlyMap<string, readonly PackageEntry[]>;
  /** Every package of every hotel (active or not), by hotel id. */
  byHotel: ReadonlyMap<number, readonly PackageEntry[]>;
  byPackageId: ReadonlyMap<number, PackageEntry>;
  /** Farthest hotel from each city's centre, km: lets a distance search skip whole cities. */
  cityRadiusKm: ReadonlyMap<string, number>;
  /** City ids and every localised label, normalised (see normaliseKey). */
  cityByKey: ReadonlyMap<string, City>;
  /** Theme ids and every localised slug/label, normalised. */
  themeByKey: ReadonlyMap<string, string>;
  facilityByCode: ReadonlyMap<string, Facility>;
  tagById: ReadonlyMap<string, ActivityTag>;
  /** Whether a tag names activities or dinners (the activity facet groups by it). */
  tagKind: ReadonlyMap<string, 'ACTIVITY' | 'DINNER'>;
  /** Facet options: every value the catalogue has, sorted. */
  options: {
    hotelTypes: readonly string[];
    hotelEnvironments: readonly string[];
    hotelStyles: readonly string[];
    facilities: readonly string[];
    tags: readonly string[];
  };
  /** Published activity-only products by city. */
  publishedActivitiesByCity: ReadonlyMap<string, readonly ActivityOnlyProduct[]>;
  publishedActivities: readonly ActivityOnlyProduct[];
}

/** Case- and accent-insensitive key for labels typed by people ("Liège" = "liege"). */
export function normaliseKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/[\s_']+/g, '-');
}

const cache = new WeakMap<Catalogue, SearchIndex>();

export function searchIndex(catalogue: Catalogue): SearchIndex {
  let index = cache.get(catalogue);
  if (!index) {
    index = buildIndex(catalogue);
    cache.set(catalogue, index);
  }
  return index;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function buildIndex(catalogue: Catalogue): SearchIndex {
  const voucherByPackage = new Map<number, SingleVoucher>();
  for (const voucher of catalogue.singleVouchers) voucherByPackage.set(voucher.packageId, voucher);

  const active: PackageEntry[] = [];
  const activeByCity = new Map<string, PackageEntry[]>();
  const byHotel = new Map<number, PackageEntry[]>();
  const byPackageId = new Map<number, PackageEntry>();
  const cityRadiusKm = new Map<string, number>();
  const tagKind = new Map<string, 'ACTIVITY' | 'DINNER'>();
  const types = new Set<string>();
  const environments = new Set<string>();
  const styles = new Set<string>();

  const hotels = [...catalogue.hotels].sort((a, b) => a.id - b.id);
  for (const hotel of hotels) {
    types.add(hotel.hotelType);
    environments.add(hotel.hotelEnvironment);
    styles.add(hotel.hotelStyle);
    const city = catalogue.index.cityById.get(hotel.cityId);
    if (city) {
      const km = haversineKm(city.lat, city.lng, hotel.lat, hotel.lng);
      cityRadiusKm.set(city.id, Math.max(cityRadiusKm.get(city.id) ?? 0, km));
    }
    const capacityByRoom = new Map(hotel.rooms.map((room) => [room.uuid, room.maxCapacity]));
    const packageIds = [...hotel.packageIds].sort((a, b) => a - b);
    for (const packageId of packageIds) {
      const pkg = catalogue.index.packageById.get(packageId);
      if (!pkg) continue;
      for (const activity of pkg.activities) if (!tagKind.has(activity.tagId)) tagKind.set(activity.tagId, activity.type);
      const voucher = voucherByPackage.get(pkg.id);
      const entry: PackageEntry = {
        pkg,
        hotel,
        starsKey: Math.floor(hotel.stars),
        maxCapacity: capacityByRoom.get(pkg.roomUuid) ?? 2,
        tagIds: [...new Set(pkg.activities.map((activity) => activity.tagId))],
        singleVoucher: voucher,
        giftPriceByNights: new Map((voucher?.priceList ?? []).map((row) => [row.los, row.sellPrices[0]])),
      };
      byPackageId.set(pkg.id, entry);
      push(byHotel, hotel.id, entry);
      if (hotel.active) {
        active.push(entry);
        push(activeByCity, hotel.cityId, entry);
      }
    }
  }

  const cityByKey = new Map<string, City>();
  for (const city of catalogue.cities) {
    cityByKey.set(normaliseKey(city.id), city);
    for (const label of Object.values(city.label)) if (!cityByKey.has(normaliseKey(label))) cityByKey.set(normaliseKey(label), city);
  }
  const themeByKey = new Map<string, string>();
  for (const theme of catalogue.themes) {
    themeByKey.set(normaliseKey(theme.id), theme.id);
    for (const value of [...Object.values(theme.slug), ...Object.values(theme.label)]) {
      if (!themeByKey.has(normaliseKey(value))) themeByKey.set(normaliseKey(value), theme.id);
    }
  }

  const publishedActivities = catalogue.activityOnly.filter((product) => product.published).sort((a, b) => a.id - b.id);
  const publishedActivitiesByCity = new Map<string, ActivityOnlyProduct[]>();
  for (const product of publishedActivities) push(publishedActivitiesByCity, product.cityId, product);

  const sorted = (values: Set<string>) => [...values].sort();
  return {
    catalogue,
    active,
    activeByCity,
    byHotel,
    byPackageId,
    cityRadiusKm,
    cityByKey,
    themeByKey,
    facilityByCode: new Map(catalogue.facilities.map((facility) => [facility.code, facility])),
    tagById: new Map(catalogue.activityTags.map((tag) => [tag.id, tag])),
    tagKind,
    options: {
      hotelTypes: sorted(types),
      hotelEnvironments: sorted(environments),
      hotelStyles: sorted(styles),
      // Pets are a boolean of their own (petsAllowed), not one of the facilities.
      facilities: catalogue.facilities.map((facility) => facility.code).filter((code) => code !== PETS_FACILITY),
      tags: catalogue.activityTags.map((tag) => tag.id),
    },
    publishedActivitiesByCity,
    publishedActivities,
  };
}

import type { z } from 'zod';
import { offersListPromo } from '@/domain/cards/promo';
import type { GiftPriceListEntry, GiftVoucher } from '@/domain/model/gift';
import type {
  Availability,
  AvailabilityPaging,
  Breakfast,
  CancellationPolicy,
  CheckinPrice,
  CheckoutNights,
  DayAvailability,
  Image,
  ProductActivity,
  ProductAvailability,
  ProductDetail,
  ProductOffer,
  ProductRoom,
  Schedule,
} from '@/domain/model/product';
import type {
  activitySchema,
  breakfastSchema,
  cancellationPolicySchema,
  CheckinPricesWire,
  DayFigureWire,
  GiftVoucherWire,
  HotelAvailabilitiesWire,
  imageSchema,
  OffersWire,
  ProductAvailabilitiesWire,
  roomSchema,
  scheduleSchema,
  WeekendDetailWire,
} from './schemas';

/** Pure wire → domain functions of the stay product calls. Prices stay in cents. */

const list = (values: readonly string[] | null | undefined): string[] => (values ? [...values] : []);

export function toImage(wire: z.infer<typeof imageSchema>): Image {
  const sizes = wire.sizes ?? {};
  return {
    url: wire.url ?? Object.values(sizes)[0] ?? '',
    sizes,
    alt: wire.alt ?? wire.title ?? '',
    legend: wire.legend ?? null,
  };
}

export const toImages = (wires: ReadonlyArray<z.infer<typeof imageSchema>> | null | undefined): Image[] =>
  (wires ?? []).map(toImage).filter((image) => image.url !== '');

const toSchedules = (wires: ReadonlyArray<z.infer<typeof scheduleSchema>> | null | undefined): Schedule[] =>
  (wires ?? []).map((schedule) => ({ ...schedule }));

export function toCancellationPolicy(wire: z.infer<typeof cancellationPolicySchema> | null | undefined): CancellationPolicy | null {
  if (!wire) return null;
  return {
    cancellable: wire.cancellable ?? wire.isCancellable ?? false,
    deadline: wire.cancellationDeadline ?? null,
    type: wire.type ?? null,
    message: wire.message ?? null,
  };
}

export function toRoom(wire: z.infer<typeof roomSchema>): ProductRoom {
  return {
    uuid: wire.uuid ?? null,
    title: wire.title ?? wire.label ?? '',
    bedding: wire.bedding ?? null,
    capacity: wire.capacity,
    maxCapacity: wire.maxCapacity ?? wire.capacity,
    description: wire.description ?? null,
    details: wire.detailsSection ? { title: wire.detailsSection.title ?? '', lines: list(wire.detailsSection.details) } : null,
    type: wire.type ?? null,
    highlightedFacilities: list(wire.highlightedFacilities),
    images: toImages(wire.images),
    imageUrl: wire.imageUrl ?? null,
    size: wire.size ?? null,
    importantInfos: list(wire.importantInfos),
  };
}

function toActivity(wire: z.infer<typeof activitySchema>): ProductActivity {
  return {
    activityId: wire.activityId,
    title: wire.title,
    type: wire.type ?? 'ACTIVITY',
    imageUrl: wire.imageUrl ?? null,
    detailList: list(wire.detailList),
    duration: wire.duration ?? null,
    where: wire.where ?? null,
    whyList: list(wire.whyList),
    mustKnowList: list(wire.mustKnowList),
    schedules: toSchedules(wire.schedules),
    how: wire.how ?? null,
    repeated: wire.repeated ?? false,
    importantInfos: list(wire.importantInfos),
    icon: wire.icon ?? null,
    participantsLabel: wire.activityParticipantsLabel ?? null,
    displayPax: wire.displayPax ?? false,
    menu: wire.menu ?? null,
    when: wire.when ?? null,
    singleDay: wire.singleDay ?? false,
  };
}

function toBreakfast(wire: z.infer<typeof breakfastSchema> | null | undefined): Breakfast | null {
  if (!wire) return null;
  return { type: wire.type, mustKnowList: list(wire.mustKnowList), schedules: toSchedules(wire.schedules), detailList: list(wire.detailList) };
}

/**
 * The gift voucher as the gift setup prices it: entries without a night count or with a negative
 * price are dropped, one entry per night count (the first), ascending. A voucher the API marks
 * not giftable, or without any priced stay, is no gift (null): the page then offers none.
 */
export function toGiftVoucher(wire: GiftVoucherWire | null | undefined): GiftVoucher | null {
  if (!wire || wire.isGiftable === false) return null;
  const byNights = new Map<number, GiftPriceListEntry>();
  for (const entry of wire.priceList) {
    const nights = entry.los ?? entry.nights;
    if (nights == null || nights < 1 || entry.sellPrice < 0 || byNights.has(nights)) continue;
    const sellPrices = entry.sellPrices && entry.sellPrices.length > 0 && entry.sellPrices.every((price) => price >= 0) ? [...entry.sellPrices] : null;
    byNights.set(nights, { nights, sellPrice: entry.sellPrice, sellPrices, extraUpsellAvailabilityAmount: entry.extraUpsellAvailabilityAmount ?? null });
  }
  if (byNights.size === 0) return null;
  return {
    isGiftable: true,
    hasPhysicalVersion: wire.physicalVersion ?? false,
    priceList: [...byNights.values()].sort((a, b) => a.nights - b.nights),
  };
}

export function toProductDetail(wire: WeekendDetailWire): ProductDetail {
  const price = wire.price;
  return {
    id: wire.id,
    label: wire.label,
    published: wire.published ?? true,
    headwords: list(wire.headwords),
    hotel: {
      id: wire.hotel.id,
      label: wire.hotel.label,
      uri: wire.hotel.uri ?? null,
      stars: wire.hotel.stars ?? null,
      checkInOut: { checkin: wire.hotel.checkInOut?.checkin ?? null, checkout: wire.hotel.checkInOut?.checkout ?? null },
      importantInfos: list(wire.hotel.importantInfos),
      location: wire.hotel.location
        ? {
            label: wire.hotel.location.label ?? null,
            lat: wire.hotel.location.lat ?? null,
            lng: wire.hotel.location.lng ?? null,
            address: wire.hotel.location.address ?? null,
          }
        : null,
      review: wire.hotel.review ?? null,
    },
    images: toImages(wire.images),
    imagesBySize: wire.imagesBySize ?? {},
    programLines: [...wire.programLine],
    activities: (wire.activities ?? []).map(toActivity),
    breakfast: toBreakfast(wire.breakfast),
    room: wire.room ? toRoom(wire.room) : null,
    price: price
      ? {
          sellPrice: price.sellPrice,
          refPrice: price.refPrice ?? null,
          promo: Math.round(price.promo ?? 0),
          moneySaved: price.moneySaved ?? Math.max(0, (price.refPrice ?? price.sellPrice) - price.sellPrice),
          nbRooms: price.nbRooms,
          nights: price.nights ?? wire.nights ?? 1,
          priceType: price.priceType ?? 'FROM_PRICE',
          fromPrice: price.fromPrice ?? null,
          error: price.error ? { code: price.error.code ?? null, message: price.error.message ?? null } : null,
        }
      : null,
    cancellationPolicy: toCancellationPolicy(wire.cancellationPolicy),
    autoDiscount: wire.autoDiscount ?? null,
    checkin: wire.checkin ?? null,
    nights: wire.nights ?? null,
    pageModel: wire.pageModel
      ? {
          pageTitle: wire.pageModel.pageTitle ?? null,
          metaDescription: wire.pageModel.metaDescription ?? null,
          metaRobots: wire.pageModel.metaRobots ?? null,
          canonicalUrl: wire.pageModel.canonicalUrl ?? null,
        }
      : null,
    giftVoucher: toGiftVoucher(wire.giftVoucher),
  };
}

export const toCheckinPrices = (wire: CheckinPricesWire): CheckinPrice[] =>
  wire.map((entry) => ({ day: entry.day, minLos: entry.minLos, displayTotalPrice: entry.displayTotalPrice }));

export function toCheckoutNights(wire: readonly number[]): CheckoutNights {
  const nights = [...new Set(wire)].sort((a, b) => a - b);
  return { nights, range: nights.length ? { min: nights[0]!, max: nights[nights.length - 1]! } : null };
}

const toDay = (day: string, wire: DayFigureWire): DayAvailability => ({ day, price: wire.price ?? null, amount: wire.amount, minLos: wire.minLos });

function toPaging(wire: Omit<HotelAvailabilitiesWire, 'days'>): AvailabilityPaging {
  return {
    nextMonth: wire.nextMonth ?? null,
    prevMonth: wire.prevMonth ?? null,
    minMonth: wire.minMonth ?? null,
    maxMonth: wire.maxMonth ?? null,
    stepLength: wire.stepLength ?? null,
    requestedMonths: list(wire.requestedMonths),
  };
}

export function toAvailability(wire: HotelAvailabilitiesWire): Availability {
  const days: Record<string, DayAvailability> = {};
  for (const [day, figure] of Object.entries(wire.days)) days[day] = toDay(day, figure);
  return { days, ...toPaging(wire) };
}

export function toProductAvailability(wire: ProductAvailabilitiesWire): ProductAvailability {
  const days: Record<string, DayAvailability> = {};
  const daysByMonth: Record<string, Record<string, DayAvailability>> = {};
  for (const [month, inMonth] of Object.entries(wire.days)) {
    const monthDays: Record<string, DayAvailability> = {};
    for (const [day, figure] of Object.entries(inMonth)) {
      const value = toDay(day, figure);
      days[day] = value;
      monthDays[day] = value;
    }
    daysByMonth[month] = monthDays;
  }
  return { days, daysByMonth, nightsRange: wire.nights ?? null, ...toPaging(wire) };
}

export const toProductOffers = (wire: OffersWire): ProductOffer[] =>
  wire.offers.map((offer) => ({
    weekendId: offer.weekendId,
    label: offer.label ?? null,
    room: offer.room ? { uuid: offer.room.uuid ?? null, label: offer.room.label } : null,
    sellPrice: offer.priceInfo.sellPrice,
    refPrice: offer.priceInfo.refPrice ?? null,
    promo: offersListPromo(offer.priceInfo.promoPercentageRounded),
    nights: offer.priceInfo.nights ?? null,
    availableRooms: offer.availableRooms ?? null,
    cancellationPolicy: toCancellationPolicy(offer.cancellationPolicy),
  }));

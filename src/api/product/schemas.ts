import { z } from 'zod';

/**
 * Wire shapes of the stay product calls (spec part 1 §3/§7, part 2 §3/§7). What the screens need
 * is required; what a real API may leave out is optional. Prices are integers in cents.
 */

const cents = z.number().int();
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const texts = z.array(z.string()).nullish();

export const imageSchema = z.object({
  url: z.string().nullish(),
  sizes: z.record(z.string(), z.string()).nullish(),
  alt: z.string().nullish(),
  legend: z.string().nullish(),
  title: z.string().nullish(),
});

export const scheduleSchema = z.object({ day: z.string(), from: z.string(), to: z.string() });

export const cancellationPolicySchema = z.object({
  cancellable: z.boolean().nullish(),
  isCancellable: z.boolean().nullish(),
  cancellationDeadline: z.string().nullish(),
  type: z.string().nullish(),
  message: z.string().nullish(),
});

export const roomSchema = z.object({
  uuid: z.string().nullish(),
  title: z.string().nullish(),
  label: z.string().nullish(),
  bedding: z.string().nullish(),
  capacity: z.number().int().nonnegative(),
  maxCapacity: z.number().int().nonnegative().nullish(),
  description: z.string().nullish(),
  detailsSection: z.object({ title: z.string().nullish(), details: texts }).nullish(),
  type: z.string().nullish(),
  highlightedFacilities: texts,
  images: z.array(imageSchema).nullish(),
  imageUrl: z.string().nullish(),
  size: z.number().nullish(),
  importantInfos: texts,
});

export const activitySchema = z.object({
  activityId: z.number().int(),
  title: z.string(),
  type: z.string().nullish(),
  imageUrl: z.string().nullish(),
  detailList: texts,
  duration: z.string().nullish(),
  where: z.string().nullish(),
  whyList: texts,
  mustKnowList: texts,
  schedules: z.array(scheduleSchema).nullish(),
  how: z.string().nullish(),
  repeated: z.boolean().nullish(),
  importantInfos: texts,
  icon: z.string().nullish(),
  activityParticipantsLabel: z.string().nullish(),
  displayPax: z.boolean().nullish(),
  menu: z.string().nullish(),
  when: z.string().nullish(),
  singleDay: z.boolean().nullish(),
});

export const breakfastSchema = z.object({
  type: z.string(),
  mustKnowList: texts,
  schedules: z.array(scheduleSchema).nullish(),
  detailList: texts,
});

/**
 * The gift voucher of a giftable package (part 2 §3): price list by length of stay (`los` in part 1
 * §3, `nights` in part 2 §3: either is read), a price per bucket, the availability upsell's amount,
 * and whether a physical version exists.
 */
export const giftVoucherSchema = z.object({
  isGiftable: z.boolean().nullish(),
  physicalVersion: z.boolean().nullish(),
  priceList: z.array(
    z.object({
      los: z.number().int().nullish(),
      nights: z.number().int().nullish(),
      sellPrice: cents,
      sellPrices: z.array(cents).nullish(),
      extraUpsellAvailabilityAmount: cents.nullish(),
    }),
  ),
});
export type GiftVoucherWire = z.infer<typeof giftVoucherSchema>;

const reviewSummarySchema = z.object({ count: z.number().int().nonnegative(), average: z.number() });

export const weekendDetailSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  published: z.boolean().nullish(),
  headwords: texts,
  hotel: z.object({
    id: z.number().int(),
    label: z.string(),
    uri: z.string().nullish(),
    stars: z.number().nullish(),
    checkInOut: z.object({ checkin: z.string().nullish(), checkout: z.string().nullish() }).nullish(),
    importantInfos: texts,
    location: z
      .object({ label: z.string().nullish(), lat: z.number().nullish(), lng: z.number().nullish(), address: z.string().nullish() })
      .nullish(),
    review: reviewSummarySchema.nullish(),
  }),
  images: z.array(imageSchema).nullish(),
  imagesBySize: z.record(z.string(), z.string()).nullish(),
  programLine: z.array(z.string()),
  activities: z.array(activitySchema).nullish(),
  breakfast: breakfastSchema.nullish(),
  room: roomSchema.nullish(),
  price: z
    .object({
      sellPrice: cents,
      refPrice: cents.nullish(),
      promo: z.number().nullish(),
      moneySaved: cents.nullish(),
      nbRooms: z.number().int().positive(),
      nights: z.number().int().positive().nullish(),
      priceType: z.string().nullish(),
      fromPrice: cents.nullish(),
      error: z.object({ code: z.string().nullish(), message: z.string().nullish() }).nullish(),
    })
    .nullish(),
  cancellationPolicy: cancellationPolicySchema.nullish(),
  /** The automatic extra discount (part 2 §3 product detail); shown only to an assigned visitor outside gifting. */
  autoDiscount: z.object({ code: z.string(), value: cents }).nullish(),
  checkin: z.string().nullish(),
  nights: z.number().int().nullish(),
  pageModel: z
    .object({
      pageTitle: z.string().nullish(),
      metaDescription: z.string().nullish(),
      metaRobots: z.string().nullish(),
      canonicalUrl: z.string().nullish(),
    })
    .nullish(),
  giftVoucher: giftVoucherSchema.nullish(),
});
export type WeekendDetailWire = z.infer<typeof weekendDetailSchema>;

export const checkinPricesSchema = z.array(z.object({ day: isoDay, minLos: z.number().int().positive(), displayTotalPrice: cents }));
export type CheckinPricesWire = z.infer<typeof checkinPricesSchema>;

export const checkoutNightsSchema = z.array(z.number().int().positive());

const dayFigureSchema = z.object({ price: z.string().nullish(), amount: cents, minLos: z.number().int().positive() });
export type DayFigureWire = z.infer<typeof dayFigureSchema>;

const pagingShape = {
  nextMonth: z.string().nullish(),
  prevMonth: z.string().nullish(),
  minMonth: z.string().nullish(),
  maxMonth: z.string().nullish(),
  stepLength: z.number().int().nullish(),
  requestedMonths: z.array(z.string()).nullish(),
};

export const hotelAvailabilitiesSchema = z.object({ days: z.record(z.string(), dayFigureSchema), ...pagingShape });
export type HotelAvailabilitiesWire = z.infer<typeof hotelAvailabilitiesSchema>;

export const productAvailabilitiesSchema = z.object({
  days: z.record(z.string(), z.record(z.string(), dayFigureSchema)),
  nights: z.object({ start: z.number().int(), end: z.number().int() }).nullish(),
  ...pagingShape,
});
export type ProductAvailabilitiesWire = z.infer<typeof productAvailabilitiesSchema>;

const priceInfoSchema = z.object({
  sellPrice: cents,
  refPrice: cents.nullish(),
  promoPercentageRounded: z.number().nullish(),
  moneySaved: cents.nullish(),
  priceType: z.string().nullish(),
  nbRooms: z.number().int().nullish(),
  nights: z.number().int().nullish(),
});

export const offersSchema = z.object({
  offers: z.array(
    z.object({
      weekendId: z.number().int(),
      label: z.string().nullish(),
      room: z.object({ uuid: z.string().nullish(), label: z.string() }).nullish(),
      priceInfo: priceInfoSchema,
      availableRooms: z.number().int().nullish(),
      cancellationPolicy: cancellationPolicySchema.nullish(),
    }),
  ),
});
export type OffersWire = z.infer<typeof offersSchema>;

const reservationCriteriaSchema = z.object({
  checkin: isoDay,
  checkout: isoDay.nullish(),
  nights: z.number().int(),
  adult: z.number().int(),
  child: z.number().int(),
  baby: z.number().int(),
});

/**
 * A quote answer. priceInfo is optional on purpose: an answer without it is "unusable" and the
 * client turns it into 'Quote error' rather than a fetch failure (part 2 §8).
 */
export const quoteSchema = z.object({
  weekendId: z.number().int().nullish(),
  bookable: z.boolean().nullish(),
  priceInfo: priceInfoSchema.nullish(),
  localTaxTotalAmount: cents.nullish(),
  programLineList: texts,
  flashDeal: z.boolean().nullish(),
  roomsAmountMessage: z.string().nullish(),
  cancellationPolicy: cancellationPolicySchema.nullish(),
  reservationCriteria: reservationCriteriaSchema.nullish(),
  modifiedReservationCriteria: reservationCriteriaSchema.nullish(),
  errors: z.array(z.object({ code: z.string().nullish(), message: z.string().nullish() })).nullish(),
});
export type QuoteWire = z.infer<typeof quoteSchema>;

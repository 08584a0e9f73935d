import { z } from 'zod';

/**
 * Wire shapes of the search area (docs/api/search.md). What the UI needs is required; what a
 * real API may leave out is optional or nullable, and reshape.ts gives it a default.
 */

const cents = z.number().int();
const text = z.string().nullish();

export const imageSchema = z.object({
  url: z.string(),
  sizes: z.record(z.string(), z.string()).nullish(),
  alt: text,
  title: text,
  legend: text,
  link: text,
});

export const cardHotelSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  stars: z.number().nullish(),
  uri: text,
  location: z
    .object({
      label: text,
      lat: z.number().nullish(),
      lng: z.number().nullish(),
      address: text,
      zipCode: text,
    })
    .nullish(),
  review: z.object({ count: z.number(), average: z.number() }).nullish(),
});

export const cancellationSchema = z.object({
  cancellable: z.boolean(),
  message: text,
  type: text,
  cancellationDeadline: text,
});

const stressSchema = z.object({
  message: z.string(),
  color: z.string(),
  icon: text,
  emoji: text,
});

export const productCardSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  uri: text,
  images: z.array(imageSchema).nullish(),
  imageUrl: text,
  hotel: cardHotelSchema.nullish(),
  checkin: text,
  connectivity: z.boolean().nullish(),
  promo: z.number().nullish(),
  sellPrice: cents,
  refPrice: cents.nullish(),
  priceType: text,
  prices: z
    .object({
      paxComposition: z.object({ adults: z.number().int() }).nullish(),
      promo: z.number().nullish(),
      priceType: text,
      barPrice: cents.nullish(),
      sellPrice: cents.nullish(),
    })
    .nullish(),
  availableRooms: z.number().int().nullish(),
  expiration: text,
  lastMinute: z.boolean().nullish(),
  headwords: z.array(z.string()).nullish(),
  marketingLabels: z.array(z.string()).nullish(),
  participants: z.number().int().nullish(),
  nights: z.number().int().nullish(),
  distance: z.number().nullish(),
  cancellationPolicy: cancellationSchema.nullish(),
  channelManagerId: text,
  dataFlowMode: text,
  itemCategory: text,
  targetedLabel: text,
  hasMoreOffers: z.boolean().nullish(),
  autoDiscount: z.object({ code: z.string(), value: z.number() }).nullish(),
  stressMessages: z.array(stressSchema).nullish(),
});
export type ProductCardWire = z.infer<typeof productCardSchema>;

export const staySearchSchema = z.object({
  resultsCount: z.number().int().nonnegative(),
  page: z.number().int().nullish(),
  exactMatches: z.array(productCardSchema),
  suggestions: z.array(productCardSchema).nullish(),
});
export type StaySearchWire = z.infer<typeof staySearchSchema>;

const countSchema = z.number().int().nonnegative();

export const facetsSchema = z.object({
  resultsCount: countSchema.nullish(),
  facets: z.object({
    facilities: z.array(z.object({ name: z.string(), value: z.string(), label: z.string(), count: countSchema })).nullish(),
    hotelTypes: z.array(z.object({ key: z.string(), label: z.string(), count: countSchema })).nullish(),
    hotelEnvironments: z.array(z.object({ key: z.string(), label: z.string(), count: countSchema })).nullish(),
    hotelStyles: z.array(z.object({ key: z.string(), label: z.string(), count: countSchema })).nullish(),
    stars: z.array(z.object({ key: z.coerce.string(), label: z.string(), count: countSchema })).nullish(),
    hotelScores: z.array(z.object({ value: z.number(), label: z.string(), count: countSchema })).nullish(),
  }),
  activities: z
    .array(z.object({ name: z.string(), activities: z.array(z.object({ id: z.string(), name: z.string(), count: countSchema })) }))
    .nullish(),
});
export type FacetsWire = z.infer<typeof facetsSchema>;

export const activityOnlyCardSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  uri: text,
  images: z.array(imageSchema).nullish(),
  imageUrl: text,
  participants: z.number().int().nullish(),
  sellPrice: cents,
  refPrice: cents.nullish(),
  promo: z.number().nullish(),
  prices: z
    .object({
      paxComposition: z.object({ adults: z.number().int() }).nullish(),
      promo: z.number().nullish(),
      barPrice: cents.nullish(),
      sellPrice: cents.nullish(),
    })
    .nullish(),
  hotel: z
    .object({
      id: z.number().int(),
      label: z.string(),
      stars: z.number().nullish(),
      location: z.object({ label: text, lat: z.number().nullish(), lng: z.number().nullish() }).nullish(),
    })
    .nullish(),
  distance: z.number().nullish(),
  tags: z.array(z.string()).nullish(),
});

export const catalogSearchSchema = z.object({
  exactMatch: z.object({ activityOnlyPackages: z.array(activityOnlyCardSchema) }),
  searchDetails: z.object({ totalCount: z.number().int().nonnegative() }),
  mainTitle: text,
});
export type CatalogSearchWire = z.infer<typeof catalogSearchSchema>;

export const offerSchema = z.object({
  weekendId: z.number().int(),
  label: z.string(),
  uri: text,
  headwords: z.array(z.string()).nullish(),
  images: z.array(imageSchema).nullish(),
  imageUrl: text,
  checkin: text,
  nights: z.number().int().nullish(),
  priceType: text,
  priceInfo: z.object({ sellPrice: cents, refPrice: cents.nullish(), promoPercentageRounded: z.number().nullish() }),
  cancellationPolicy: cancellationSchema.nullish(),
  availableRooms: z.number().int().nullish(),
  room: z.object({ label: text }).nullish(),
});
export type OfferWire = z.infer<typeof offerSchema>;

export const hotelOffersSchema = z.object({
  hotel: z.object({ id: z.number().int() }).nullish(),
  mainOffer: offerSchema.nullable(),
  otherOffers: z.array(offerSchema),
});
export type HotelOffersWire = z.infer<typeof hotelOffersSchema>;

export const boxOfferCardSchema = productCardSchema.extend({
  giftValue: cents.nullish(),
  supplement: cents.nullish(),
});

export const boxOffersSchema = z.object({
  resultsCount: z.number().int().nonnegative(),
  exactMatches: z.array(boxOfferCardSchema),
});
export type BoxOffersWire = z.infer<typeof boxOffersSchema>;

const locationSchema = z.object({ lat: z.number(), lng: z.number() });

export const boxStaysPageSchema = z.object({
  exactMatch: z.array(
    z.object({
      id: z.number().int(),
      label: z.string(),
      uri: text,
      hotel: cardHotelSchema.nullish(),
      images: z.array(imageSchema).nullish(),
      imageUrl: text,
      location: locationSchema.nullish(),
    }),
  ),
  searchDetails: z.object({ totalCount: z.number().int().nonnegative() }),
});
export type BoxStaysPageWire = z.infer<typeof boxStaysPageSchema>;

export const boxMapSchema = z.object({
  exactMatch: z.array(z.object({ id: z.number().int(), location: locationSchema })),
});
export type BoxMapWire = z.infer<typeof boxMapSchema>;

/** GET {search}/destinations.json (docs/api/search.md, "Destinations"). */
export const destinationsSchema = z.object({
  cities: z.array(
    z.object({
      id: z.string(),
      slug: z.string(),
      label: z.string(),
      country: z.string().nullish(),
      lat: z.number().nullish(),
      lng: z.number().nullish(),
      hotelCount: z.number().int().nonnegative().nullish(),
    }),
  ),
  themes: z.array(z.object({ id: z.string(), slug: z.string(), label: z.string(), packageCount: z.number().int().nonnegative().nullish() })),
  /** Regions, departments, countries and points of interest (titles and map of an area search). */
  areas: z
    .array(z.object({ kind: z.enum(['region', 'department', 'country', 'poi']), id: z.string(), label: z.string(), lat: z.number(), lng: z.number() }))
    .nullish(),
});
export type DestinationsWire = z.infer<typeof destinationsSchema>;

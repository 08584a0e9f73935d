import { z } from 'zod';
import { imageSchema, roomSchema } from '@/api/product/schemas';

/** Wire shapes of the hotel page calls (part 1 §3 Hotel, part 2 §3 Hotel state, Room, Reviews). Cents. */

const cents = z.number().int();
const texts = z.array(z.string()).nullish();
const facilitySchema = z.object({ code: z.string(), label: z.string() });
const reviewSummarySchema = z.object({ count: z.number().int().nonnegative(), average: z.number() });

export const hotelSchema = z.object({
  id: z.number().int(),
  uri: z.string(),
  label: z.string(),
  stars: z.number().nullish(),
  star: z.number().nullish(),
  active: z.boolean().nullish(),
  location: z.object({
    label: z.string().nullish(),
    uri: z.string().nullish(),
    lat: z.number(),
    lng: z.number(),
    address: z.string().nullish(),
    zipCode: z.string().nullish(),
    completeAddress: z.object({ streetAddress: z.string().nullish(), zipCode: z.string().nullish() }).nullish(),
    region: z.string().nullish(),
    city: z.string().nullish(),
  }),
  review: reviewSummarySchema.nullish(),
  description: z.string().nullish(),
  highlightedFacilities: z.array(facilitySchema).nullish(),
  infoGeneral: z.array(z.object({ code: z.string(), facilities: z.array(z.string()) })).nullish(),
  facilities: z.array(facilitySchema).nullish(),
  checkInOut: z.object({ checkin: z.string().nullish(), checkout: z.string().nullish() }).nullish(),
  policy: z
    .object({
      petsAllowed: z.boolean(),
      petsPrice: z.number().nullish(),
      petsMaxWeight: z.number().nullish(),
      petsMaxNumberOfPets: z.number().int().nullish(),
    })
    .nullish(),
  localTax: z
    .object({
      type: z.string(),
      amount: z.number().nullish(),
      percentage: z.number().nullish(),
      currency: z.string().nullish(),
      toBePaidAtHotel: z.boolean().nullish(),
    })
    .nullish(),
  importantInfos: texts,
  legacyPackageCount: z.number().int().nullish(),
  ecoFacilities: texts,
  images: z.array(imageSchema).nullish(),
  airportLabel: z.string().nullish(),
  trainStationLabel: z.string().nullish(),
  breadcrumb: z.array(z.object({ label: z.string(), url: z.string() })).nullish(),
  rooms: z
    .array(
      roomSchema.extend({
        offers: z
          .array(
            z.object({
              id: z.number().int(),
              room: z.string().nullish(),
              price: z.object({ sellPrice: cents, refPrice: cents.nullish(), promo: z.number().nullish(), priceType: z.string().nullish() }),
              nights: z.number().int().positive(),
              checkin: z.string().nullish(),
              hasSelectedDates: z.boolean().nullish(),
              shortProgramIntroWithoutRoom: z.string().nullish(),
              paxCount: z.number().int().nullish(),
            }),
          )
          .nullish(),
      }),
    )
    .nullish(),
  weekends: z
    .array(
      z.object({
        id: z.number().int(),
        label: z.string(),
        headwords: texts,
        images: z.array(imageSchema).nullish(),
        price: z.object({ sellPrice: cents, refPrice: cents.nullish(), promo: z.number().nullish() }),
      }),
    )
    .nullish(),
  fromPrice: cents.nullish(),
});
export type HotelWire = z.infer<typeof hotelSchema>;

export const nearbySchema = z.object({
  hotels: z.array(
    z.object({
      id: z.number().int(),
      uri: z.string().nullish(),
      label: z.string(),
      stars: z.number().nullish(),
      location: z.object({ label: z.string().nullish(), lat: z.number().nullish(), lng: z.number().nullish() }).nullish(),
      distance: z.number().nonnegative(),
      review: reviewSummarySchema.nullish(),
      imageUrl: z.string().nullish(),
      fromPrice: cents,
    }),
  ),
});
export type NearbyWire = z.infer<typeof nearbySchema>;

/** `score` may come as a number or a text with a decimal comma or dot ('8,6'): parsed by the client. */
export const reviewsSchema = z.object({
  totalCount: z.number().int().nonnegative(),
  score: z.union([z.number(), z.string()]).nullish(),
  list: z
    .array(
      z.object({
        id: z.number().int(),
        locale: z.string().nullish(),
        customer: z.string().nullish(),
        type: z.string().nullish(),
        date: z.string().nullish(),
        average: z.number(),
        // A positive comment, or (as part 1 §7 reads it) a positive flag.
        positive: z.union([z.string(), z.boolean()]).nullish(),
        negative: z.string().nullish(),
      }),
    )
    .nullish(),
  details: z
    .object({
      welcoming: z.number().nullish(),
      comfort: z.number().nullish(),
      cleanliness: z.number().nullish(),
      food: z.number().nullish(),
      localization: z.number().nullish(),
      priceQualityRatio: z.number().nullish(),
    })
    .nullish(),
});
export type ReviewsWire = z.infer<typeof reviewsSchema>;

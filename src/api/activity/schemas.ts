import { z } from 'zod';
import { imageSchema, scheduleSchema } from '@/api/product/schemas';

/** Wire shapes of the activity voucher and activity images calls (part 2 §3, part 1 §3). Cents. */

const cents = z.number().int();

const centerSchema = z.object({
  id: z.number().int().nullish(),
  label: z.string(),
  stars: z.number().nullish(),
  main: z.boolean().nullish(),
  location: z.object({ label: z.string().nullish() }).nullish(),
});

const priceSchema = z.object({
  sellPrice: cents,
  refPrice: cents.nullish(),
  barPrice: cents.nullish(),
  promo: z.number().nullish(),
  promoPercentageRounded: z.number().nullish(),
  moneySaved: cents.nullish(),
  paxComposition: z.object({ adults: z.number().int().positive() }),
});

export const activityVoucherSchema = z.object({
  id: z.number().int(),
  uri: z.string().nullish(),
  label: z.string(),
  description: z.string().nullish(),
  published: z.boolean(),
  images: z.array(imageSchema).nullish(),
  imagesBySize: z.record(z.string(), z.string()).nullish(),
  mainActivityCenter: centerSchema.nullish(),
  activities: z
    .array(
      z.object({
        title: z.string(),
        description: z.string().nullish(),
        univers: z.string().nullish(),
        composition: z.string().nullish(),
        schedules: z.array(scheduleSchema).nullish(),
        activityCenter: centerSchema.nullish(),
        importantInformation: z.string().nullish(),
      }),
    )
    .nullish(),
  locations: z.array(z.object({ label: z.string(), lat: z.number().nullish(), lng: z.number().nullish() })).nullish(),
  schedules: z.array(scheduleSchema).nullish(),
  niceToKnow: z.array(z.string()).nullish(),
  importantInfo: z.string().nullish(),
  /** The API's own paths (`/activity/city/{id}`, `/activity/{id}`): the page maps them to storefront pages. */
  breadCrumb: z.array(z.object({ label: z.string(), url: z.string() })).nullish(),
  pageModel: z
    .object({
      metaRobots: z.string().nullish(),
      canonicalUrl: z.string().nullish(),
      pageTitle: z.string().nullish(),
      alternateUrls: z.record(z.string(), z.string()).nullish(),
    })
    .nullish(),
  /** Keyed by participant count; an array of the same entries is accepted too. */
  prices: z.union([z.record(z.string(), priceSchema), z.array(priceSchema)]),
});
export type ActivityVoucherWire = z.infer<typeof activityVoucherSchema>;
export type ActivityPriceWire = z.infer<typeof priceSchema>;

export const activityImagesSchema = z.object({ images: z.array(imageSchema) });

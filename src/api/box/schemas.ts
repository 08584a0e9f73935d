import { z } from 'zod';

/** Wire shapes of the box calls (part 1 §3/§7 Box, part 2 §3 Box detail and list item). Cents. */

const cents = z.number().int();
/** Part 1 sends a newline-separated text, part 2 a list: both are read. */
const includedContent = z.union([z.string(), z.array(z.string())]).nullish();
const bySize = z.record(z.string(), z.string()).nullish();

export const boxDetailSchema = z.object({
  code: z.string().nullish(),
  error: z.unknown().optional(),
  title: z.string().nullish(),
  description: z.string().nullish(),
  includedContent,
  value: cents.nullish(),
  referencePrice: cents.nullish(),
  price: z.object({ sellPrice: cents.nullish(), refPrice: cents.nullish(), referencePrice: cents.nullish(), promo: z.number().nullish() }).nullish(),
  searchCriteriaProperties: z.object({ subthemas: z.array(z.string()).nullish() }).nullish(),
  searchCriteria: z.object({ subthemas: z.array(z.string()).nullish() }).nullish(),
  images: z
    .object({
      main: z.string().nullish(),
      mainBySize: bySize,
      /** Every picture of the box (part 2 §3: images with sizes, title, description). */
      list: z.array(z.object({ sizes: bySize, title: z.string().nullish(), description: z.string().nullish() })).nullish(),
    })
    .nullish(),
  slug: z.string().nullish(),
  format: z.string().nullish(),
  digitalCode: z.string().nullish(),
  physicalCode: z.string().nullish(),
  pageModel: z.object({ pageTitle: z.string().nullish(), metaDescription: z.string().nullish(), metaRobots: z.string().nullish() }).nullish(),
});
export type BoxDetailWire = z.infer<typeof boxDetailSchema>;

export const boxSearchSchema = z.object({
  boxes: z.array(
    z.object({
      code: z.string(),
      title: z.string(),
      includedContent,
      price: z.object({ sellPrice: cents, referencePrice: cents.nullish() }),
      images: z.object({ main: z.string().nullish(), mainBySize: bySize }).nullish(),
      slug: z.string(),
    }),
  ),
});
export type BoxSearchWire = z.infer<typeof boxSearchSchema>;

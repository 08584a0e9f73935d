import { z } from 'zod';

/** Wire shapes of the gift and payment extras (part 2 §3, §7). Cents. */

const cents = z.number().int();

export const eligibilitySchema = z.object({
  paymentMethods: z.array(
    z.object({
      type: z.string(),
      paymentFee: cents.nullish(),
      eligible: z.boolean().nullish(),
      installments: z.array(z.object({ date: z.string(), amount: cents })).nullish(),
    }),
  ),
});
export type EligibilityWire = z.infer<typeof eligibilitySchema>;

export const subElementsSchema = z.object({
  availableCustomSubElements: z.array(
    z.object({
      category: z.object({
        id: z.number().int(),
        description: z.string().nullish(),
        names: z.record(z.string(), z.string()).nullish(),
        singleSelection: z.boolean().nullish(),
      }),
      elements: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          imageUrl: z.string().nullish(),
          categoryId: z.number().int().nullish(),
          price: cents,
          recommendedByWed: z.boolean().nullish(),
        }),
      ),
    }),
  ),
});
export type SubElementsWire = z.infer<typeof subElementsSchema>;

export const shippingCostsSchema = z.object({
  shippingCostsPerCountry: z.record(z.string(), z.object({ shippingCost: cents, internationalShippingFee: cents.nullish() })),
});
export type ShippingCostsWire = z.infer<typeof shippingCostsSchema>;

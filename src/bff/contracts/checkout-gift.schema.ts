import { z } from 'zod';
import { stayNightsSchema } from '@/domain/booking/stay-nights-schema';
import { isValidGiftCardCents } from '@/domain/gift/gift-card-amount';
import type { GiftOrderItem } from '@/domain/gift/gift-order';
import { fromNameError, messageError } from '@/domain/gift/personalisation';
import { bffSchema } from '../schema';
import { checkoutGiftContract } from './checkout-gift';
import { localeField } from './fields.schema';

const format = z.enum(['digital', 'physical']);
const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

function giftSchema(): z.ZodType<GiftOrderItem> {
  return z.discriminatedUnion('type', [
    z.object({ type: z.literal('BOX'), code: z.string().regex(/^[A-Z0-9-]{1,40}$/), giftFormat: format }).strict(),
    z
      .object({
        type: z.literal('SINGLEVOUCHER'),
        productId: id,
        giftFormat: format,
        giftNights: stayNightsSchema,
        bucket: z.union([z.literal(1), z.literal(2), z.literal(3)]),
        upsell: z.enum(['none', 'availability']),
        subElements: z.array(id).max(20),
      })
      .strict(),
    z.object({ type: z.literal('GIFTCARD'), amount: z.number().int().refine(isValidGiftCardCents) }).strict(),
  ]);
}

/** The dialog's rules (part 1 §5): the sender's name text only and ≤ 40 (never mandatory here: a box's form is not), the message ≤ 180. */
const personalisationSchema = z
  .object({
    fromName: z.string().nullable().refine((value) => value === null || fromNameError(value, { mandatory: false }) === null),
    message: z.string().nullable().refine((value) => value === null || messageError(value) === null),
  })
  .strict();

export const checkoutGiftSchema = bffSchema(checkoutGiftContract, () => z.object({ locale: localeField, gift: giftSchema(), personalisation: personalisationSchema }).strict());

import { z } from 'zod';
import { stayNightsSchema } from '@/domain/booking/stay-nights-schema';
import { isValidGiftCardCents } from '@/domain/gift/gift-card-amount';
import type { GiftChoice } from '@/domain/product/gift-price';

/**
 * The gift booking page's query (href.giftBooking): a single voucher's product and gift setup, or
 * a box's format and code, or a gift card's amount. Validated here, on the server: anything else is an invalid link, shown
 * as a message page, never a crash. Totals are never read from the URL.
 */

const id = z.string().regex(/^[1-9][0-9]{0,14}$/).transform(Number);
const nights = z.string().regex(/^[0-9]{1,2}$/).transform(Number).pipe(stayNightsSchema);
const bucket = z.enum(['1', '2', '3']).transform((value) => Number(value) as 1 | 2 | 3);
/** Comma-separated ids, at most 20 (the hash's cap), each once. */
const subElements = z
  .string()
  .regex(/^[1-9][0-9]{0,8}(,[1-9][0-9]{0,8}){0,19}$/)
  .transform((text) => [...new Set(text.split(',').map(Number))].sort((a, b) => a - b));

const stayQuerySchema = z.object({
  productId: id,
  giftFormat: z.enum(['digital', 'physical']),
  giftNights: nights,
  bucket,
  upsell: z.enum(['none', 'availability']),
  subElements: subElements.optional(),
});

const boxQuerySchema = z.object({ giftFormat: z.enum(['digital', 'physical']), code: z.string().regex(/^[A-Z0-9-]{1,40}$/) });

/** A gift card (giftCardBookingHref): whole euros within the card's bounds, in cents. */
const giftCardQuerySchema = z.object({
  type: z.literal('giftcard'),
  amount: z.string().regex(/^[1-9][0-9]{0,7}$/).transform(Number).refine(isValidGiftCardCents),
});

export type GiftBookingQuery =
  | { kind: 'stay'; productId: number; choice: GiftChoice }
  | { kind: 'box'; giftFormat: 'digital' | 'physical'; code: string }
  | { kind: 'giftcard'; amount: number }
  | { kind: 'invalid' };

export function parseGiftBookingQuery(searchParams: Readonly<Record<string, string | string[] | undefined>>): GiftBookingQuery {
  const stay = stayQuerySchema.safeParse(searchParams);
  if (stay.success) {
    const { productId, subElements: ids, ...rest } = stay.data;
    return { kind: 'stay', productId, choice: { ...rest, subElements: ids ?? [] } };
  }
  const box = boxQuerySchema.safeParse(searchParams);
  if (box.success && !('productId' in searchParams) && !('type' in searchParams)) return { kind: 'box', giftFormat: box.data.giftFormat, code: box.data.code };
  const card = giftCardQuerySchema.safeParse(searchParams);
  if (card.success && !('productId' in searchParams) && !('code' in searchParams)) return { kind: 'giftcard', amount: card.data.amount };
  return { kind: 'invalid' };
}

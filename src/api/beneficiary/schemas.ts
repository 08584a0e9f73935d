import { z } from 'zod';

/**
 * The voucher lookup's answer (mocks/vouchers/handlers.ts; contract §7: the spec shows no path nor
 * shape). `type` came with gift-stay vouchers: an answer without it is a box voucher.
 */
export const voucherSchema = z
  .object({
    code: z.string().min(1),
    type: z.enum(['BOX', 'SINGLEVOUCHER']).nullish(),
    boxCode: z.string().min(1).nullish(),
    productId: z.number().int().positive().nullish(),
    nights: z.number().int().min(1).max(30).nullish(),
    value: z.number().int().nonnegative(),
    status: z.string().nullish(),
    expiresOn: z.string().nullish(),
  })
  .refine((wire) => ((wire.type ?? 'BOX') === 'BOX' ? typeof wire.boxCode === 'string' : typeof wire.productId === 'number' && typeof wire.nights === 'number'), {
    message: 'a box voucher names its box, a gift-stay voucher its product and nights',
  });
export type VoucherWire = z.infer<typeof voucherSchema>;

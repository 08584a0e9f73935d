import { z } from 'zod';

/** The voucher lookup's answer (mocks/vouchers/handlers.ts; the spec shows no path nor shape). */
export const voucherSchema = z.object({
  code: z.string().min(1),
  boxCode: z.string().min(1),
  value: z.number().int().nonnegative(),
  status: z.string().nullish(),
  expiresOn: z.string().nullish(),
});
export type VoucherWire = z.infer<typeof voucherSchema>;

import { z } from 'zod';
import { voucherCodeOf } from '@/domain/beneficiary/voucher-code';
import { bffSchema } from '../schema';
import { beneficiaryVoucherContract } from './beneficiary-voucher';
import { localeField } from './fields.schema';

/** The same code rule as the form's (voucher-code.ts): a malformed code never reaches the platform. */
export const beneficiaryVoucherSchema = bffSchema(beneficiaryVoucherContract, () =>
  z.object({
    locale: localeField,
    code: z.string().max(64).transform((typed, context) => {
      const code = voucherCodeOf(typed);
      if (code === null) {
        context.addIssue({ code: 'custom', message: 'not a voucher code' });
        return z.NEVER;
      }
      return code;
    }),
  }),
);

import { z } from 'zod';
import { voucherCodeProblem, type VoucherCodeProblem } from './voucher-code';

/**
 * The code form's values and its zod schema (react-hook-form on the client; the BFF checks the same
 * rule again, beneficiary-voucher.schema.ts). An issue's message is the problem's code, which the
 * form translates.
 */
export interface VoucherFormValues {
  code: string;
}

export const voucherFormSchema: z.ZodType<VoucherFormValues> = z.object({
  code: z.string().superRefine((typed, context) => {
    const problem = voucherCodeProblem(typed);
    if (problem !== null) context.addIssue({ code: 'custom', message: problem });
  }),
});

/** Every error the form can show: the code's shape, or what the platform (or its absence) said. */
export type VoucherFormError = VoucherCodeProblem | 'unknown' | 'expired' | 'used' | 'unavailable';

export const VOUCHER_FORM_ERRORS: readonly VoucherFormError[] = ['empty', 'malformed', 'unknown', 'expired', 'used', 'unavailable'];

export function isVoucherFormError(value: unknown): value is VoucherFormError {
  return typeof value === 'string' && (VOUCHER_FORM_ERRORS as readonly string[]).includes(value);
}

import { bffPostContract } from '../contract';
import type { Locale } from '@/domain/model/locale';

/**
 * The beneficiary's code form: POST /api/beneficiary/voucher { locale, code } → what the platform
 * says of the code. A valid code also sets the voucher cookie (the code only, httpOnly) and names
 * the page it is redeemed on: a box voucher's stays, a gift-stay voucher's stay (its product page in
 * redemption mode). A lookup that failed is the BFF's 502 (upstream): the form
 * says the check could not be made. Never cached.
 */
export interface BeneficiaryVoucherBody {
  locale: Locale;
  /** As typed; the route normalises it (voucher-code.ts). */
  code: string;
}

export type BeneficiaryVoucherAnswer = { outcome: 'valid'; staysPath: string } | { outcome: 'unknown' | 'expired' | 'used' };

export const beneficiaryVoucherContract = bffPostContract<BeneficiaryVoucherBody, BeneficiaryVoucherAnswer>('/api/beneficiary/voucher');

import { ApiError } from '../api-error';

/**
 * The promo codes the checkout accepts (contract §1; case-insensitive, spaces around ignored):
 *   ESCAPADE20   20 € off a total of at least 100 €
 *   WEEKEND50    50 € off a total of at least 300 €
 * The total is the checkout's totalPrice (stay + insurance), before any other reduction.
 */
interface PromoCode {
  code: string;
  /** Cents off. */
  amount: number;
  /** The smallest totalPrice (cents) the code applies to. */
  minimum: number;
}

const PROMO_CODES: readonly PromoCode[] = [
  { code: 'ESCAPADE20', amount: 2_000, minimum: 10_000 },
  { code: 'WEEKEND50', amount: 5_000, minimum: 30_000 },
];

export type PromoCodeCheck = { code: string; reductionAmount: number } | { refusal: 'INVALID_PROMO_CODE' | 'PROMO_CODE_MINIMUM_NOT_REACHED'; message: string };

/** The reduction a code gives on `totalPrice`, or why it gives none. */
export function checkPromoCode(code: string, totalPrice: number): PromoCodeCheck {
  const wanted = code.trim().toUpperCase();
  const promo = PROMO_CODES.find((candidate) => candidate.code === wanted);
  if (!promo) return { refusal: 'INVALID_PROMO_CODE', message: `No promo code ${wanted}` };
  if (totalPrice < promo.minimum) return { refusal: 'PROMO_CODE_MINIMUM_NOT_REACHED', message: `${promo.code} needs a total of at least ${promo.minimum / 100} €` };
  return { code: promo.code, reductionAmount: Math.min(promo.amount, totalPrice) };
}

/** The code's reduction; its refusal as a 400. */
export function promoCodeOrRefusal(code: string, totalPrice: number): { code: string; reductionAmount: number } {
  const checked = checkPromoCode(code, totalPrice);
  if ('refusal' in checked) throw new ApiError(400, checked.refusal, checked.message, { field: 'code' });
  return checked;
}

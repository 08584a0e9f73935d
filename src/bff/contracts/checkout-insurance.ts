import { bffPostContract } from '../contract';
import type { CheckoutAdjustmentAnswer } from './checkout-adjustment';

/**
 * The booking step's insurance choice: POST /api/checkout/insurance → the checkout re-priced with
 * that cover (POST {api}/checkout/{id}/insurance). null: the included cover. Refusal:
 * UNKNOWN_INSURANCE_OFFER (answers: checkout-adjustment.ts). Never cached.
 */
export interface CheckoutInsuranceBody {
  checkoutId: string;
  insuranceOfferId: string | null;
}

export const checkoutInsuranceContract = bffPostContract<CheckoutInsuranceBody, CheckoutAdjustmentAnswer>('/api/checkout/insurance');

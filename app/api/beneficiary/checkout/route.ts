import { initCheckout } from '@/api/checkout';
import type { BeneficiaryCheckoutRefusal } from '@/bff/contracts/beneficiary-checkout';
import { beneficiaryCheckoutSchema } from '@/bff/contracts/beneficiary-checkout.schema';
import { bffRoute, NO_STORE } from '@/bff/route-handler.server';
import { voucherBooksProduct } from '@/domain/beneficiary/voucher';
import { GIFT_PARTY } from '@/domain/gift/gift-party';
import { bookingStepHref } from '@/routing/checkout-steps';
import { currentVoucher } from '@/screens/beneficiary/current-voucher.server';

/** init-checkout's voucher refusals (contract §1, §7), as the panel words them. */
const INIT_REFUSALS: Readonly<Record<string, BeneficiaryCheckoutRefusal>> = {
  VOUCHER_ALREADY_USED: 'used',
  VOUCHER_USED: 'used',
  VOUCHER_EXPIRED: 'expired',
  VOUCHER_UNKNOWN: 'unknown',
  VOUCHER_NOT_FOR_PRODUCT: 'otherProduct',
};

const refused = (reason: BeneficiaryCheckoutRefusal) => ({ ok: true as const, data: { outcome: 'refused' as const, reason } });

/**
 * Book with the voucher (contract: beneficiary-checkout.ts): the voucher is the cookie's, looked
 * up again here; init-checkout gets its code and prices the stay and the remaining amount itself.
 * Two adults, the product's own offer (the redemption calendar's stay). A voucher that cannot book
 * (none, used, expired, another stay's), here or at init-checkout, is a refusal the panel explains.
 */
export const POST = bffRoute(beneficiaryCheckoutSchema, { successCacheControl: NO_STORE }, async (body) => {
  const current = await currentVoucher();
  if (current.state === 'unavailable') return { ok: false, error: { kind: 'network' } };
  if (current.state !== 'valid') return refused(current.state === 'none' ? 'none' : current.kind);
  if (!voucherBooksProduct(current.voucher, body.productId)) return refused('otherProduct');
  const result = await initCheckout({
    locale: body.locale,
    productId: body.productId,
    offerId: body.productId,
    checkin: body.checkin,
    checkout: body.checkout,
    adult: GIFT_PARTY.adults,
    child: GIFT_PARTY.children,
    baby: GIFT_PARTY.babies,
    activitySelectionList: body.activitySelectionList,
    voucherCode: current.voucher.code,
  });
  if (!result.ok) {
    const reason = result.error.kind === 'http' && result.error.code ? INIT_REFUSALS[result.error.code] : undefined;
    return reason ? refused(reason) : result;
  }
  const bookingPath = bookingStepHref(body.locale, result.data.id);
  return { ok: true, data: { outcome: 'checkout' as const, checkoutId: result.data.id, bookingPath, price: result.data.price } };
});

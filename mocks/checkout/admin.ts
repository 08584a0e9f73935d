import { http, HttpResponse } from 'msw';
import { listGiftOrders } from './gift-orders';
import { addPriceDrift, clearPriceDrifts, listPriceDrifts, parsePriceDrift } from './price-drift';
import { checkoutById, listCheckouts, updateCheckout } from './store';

/**
 * Admin endpoints of the checkout area, listed in mocks/admin.ts before the generic records route:
 *   GET    /__admin/records/checkouts   every checkout initialised since the last DELETE
 *                                       /__admin/records, oldest first: [{ id, receivedAt, fields, checkout }]
 *                                       (fields = the init call's JSON body as received, as in the other
 *                                       record kinds; checkout = its answer)
 *   GET    /__admin/records/orders      every paid gift order (gift-orders.ts, contract §7): [{ checkoutId,
 *                                       reference, type, giftFormat, paymentId, paidAmount, voucherCode,
 *                                       validUntil, voucherValue, redemptions: [checkoutId…] }]
 *   POST   /__admin/checkouts/{id}/expire   the checkout expires now (its expiresAt becomes now): every
 *                                       call on it then answers 410 CHECKOUT_EXPIRED unless it is booked
 *                                       → 200 { id, expiresAt }, 404 for an unknown id
 *   GET    /__admin/price-drift         the price-drift rules (mocks/checkout/price-drift.ts)
 *   POST   /__admin/price-drift         {"target": "checkout-init" | "quote", "amount": signed cents,
 *                                        "weekendId"?: number, "remaining"?: number}  → 201 the rule with its id
 *   DELETE /__admin/price-drift         remove every rule (DELETE /__admin/records does too)
 */
export const checkoutAdminHandlers = [
  http.get('*/__admin/records/checkouts', () => HttpResponse.json(listCheckouts())),
  http.get('*/__admin/records/orders', () => HttpResponse.json(listGiftOrders())),
  http.post('*/__admin/checkouts/:id/expire', ({ params }) => {
    const stored = checkoutById(String(params.id ?? ''));
    if (!stored) return HttpResponse.json({ code: 'NOT_FOUND', message: `No checkout with id ${String(params.id)}` }, { status: 404 });
    const expiresAt = new Date().toISOString();
    updateCheckout({ ...stored.checkout, expiresAt });
    return HttpResponse.json({ id: stored.id, expiresAt });
  }),
  http.get('*/__admin/price-drift', () => HttpResponse.json(listPriceDrifts())),
  http.post('*/__admin/price-drift', async ({ request }) => {
    const rule = parsePriceDrift(await request.json().catch(() => null));
    if ('error' in rule) return HttpResponse.json({ message: rule.error }, { status: 400 });
    return HttpResponse.json(addPriceDrift(rule), { status: 201 });
  }),
  http.delete('*/__admin/price-drift', () => {
    clearPriceDrifts();
    return new HttpResponse(null, { status: 204 });
  }),
];

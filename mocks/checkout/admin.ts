import { http, HttpResponse } from 'msw';
import { addPriceDrift, clearPriceDrifts, listPriceDrifts, parsePriceDrift } from './price-drift';
import { listCheckouts } from './store';

/**
 * Admin endpoints of the checkout area, listed in mocks/admin.ts before the generic records route:
 *   GET    /__admin/records/checkouts   every checkout initialised since the last DELETE
 *                                       /__admin/records, oldest first: [{ id, receivedAt, fields, checkout }]
 *                                       (fields = the init call's JSON body as received, as in the other
 *                                       record kinds; checkout = its answer)
 *   GET    /__admin/price-drift         the price-drift rules (mocks/checkout/price-drift.ts)
 *   POST   /__admin/price-drift         {"target": "checkout-init" | "quote", "amount": signed cents,
 *                                        "weekendId"?: number, "remaining"?: number}  → 201 the rule with its id
 *   DELETE /__admin/price-drift         remove every rule (DELETE /__admin/records does too)
 */
export const checkoutAdminHandlers = [
  http.get('*/__admin/records/checkouts', () => HttpResponse.json(listCheckouts())),
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

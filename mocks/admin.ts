import { http, HttpResponse } from 'msw';
import { checkoutAdminHandlers, clearCheckouts, clearPriceDrifts } from './checkout';
import { addFaultRule, clearFaultRules, clearScopedFaultRules, listFaultRules, parseFault, parseFaultScope, removeFaultRule } from './faults';
import { listGiftcards, resetGiftcards } from './giftcards';
import { clearOutbox, mailAdminHandlers } from './mail';
import { clearPayments, paymentAdminHandlers } from './payments';
import { clearStore, store } from './store';
import { clearOrderedVouchers } from './vouchers/ordered';
import { clearRedeemedVouchers } from './vouchers/redeemed';

/**
 * Admin endpoints for tests and demos (not part of the travel API):
 *   GET    /__admin/health
 *   GET    /__admin/faults                list rules
 *   POST   /__admin/faults                {"path": "/quote-realtime.json", "fault": "500", "method"?: "GET",
 *                                          "times"?: 1, "contains"?: "locale=it_IT", "scope"?: "t-1"}  → the rule
 *                                          with its id; a scoped rule reaches only requests whose header
 *                                          x-simulator-fault-scope names that scope (mocks/faults.ts)
 *   DELETE /__admin/faults                remove every rule
 *   DELETE /__admin/faults?scope=t-1      remove that scope's rules
 *   DELETE /__admin/faults/:id            remove one rule
 *   GET    /__admin/records/:kind         crmCases | errorReports | clientLogs
 *                                        | checkouts, orders (paid gift orders; mocks/checkout/admin.ts)
 *                                        | payments: every payment with its status history (mocks/payments/admin.ts)
 *                                        | emails: the mail outbox (mocks/mail/api.ts)
 *                                        | giftcards: every gift card (seeded, then bought) with its balance now
 *                                          [{ serialNumber, balance }]
 *   POST   /__admin/checkouts/:id/expire  the checkout expires now (mocks/checkout/admin.ts)
 *   GET|POST|DELETE /__admin/price-drift  shift the stay price of checkout-init or quote calls (mocks/checkout/admin.ts)
 *   DELETE /__admin/records               forget every stored record (checkouts and so gift orders, payments,
 *                                        e-mails, redeemed vouchers, vouchers and gift cards orders issued),
 *                                        every price-drift rule, and restore the seeded gift cards' balances
 */
export const adminHandlers = [
  ...checkoutAdminHandlers,
  ...paymentAdminHandlers,
  ...mailAdminHandlers,
  http.get('*/__admin/records/giftcards', () => HttpResponse.json(listGiftcards())),
  http.get('*/__admin/health', () => HttpResponse.json({ ok: true })),
  http.get('*/__admin/faults', () => HttpResponse.json(listFaultRules())),
  http.post('*/__admin/faults', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
    const fault = parseFault(typeof body?.fault === 'string' ? body.fault : null);
    const path = typeof body?.path === 'string' ? body.path : '';
    // A scope the contract refuses must not silently become a rule for every request.
    const scope = body?.scope === undefined ? undefined : parseFaultScope(typeof body.scope === 'string' ? body.scope : null);
    if (!fault || !path || scope === null) {
      return HttpResponse.json(
        { message: 'Expected {"path": string, "fault": "500|timeout|malformed|empty|latency=ms", "scope"?: "[A-Za-z0-9_-]{1,64}"}' },
        { status: 400 },
      );
    }
    const times = typeof body?.times === 'number' && body.times > 0 ? Math.floor(body.times) : undefined;
    const method = typeof body?.method === 'string' ? body.method : undefined;
    const contains = typeof body?.contains === 'string' && body.contains !== '' ? body.contains : undefined;
    return HttpResponse.json(addFaultRule({ path, fault, method, contains, scope, remaining: times }), { status: 201 });
  }),
  http.delete('*/__admin/faults/:id', ({ params }) =>
    removeFaultRule(Number(params.id)) ? new HttpResponse(null, { status: 204 }) : HttpResponse.json({ message: 'No such rule' }, { status: 404 }),
  ),
  http.delete('*/__admin/faults', ({ request }) => {
    const asked = new URL(request.url).searchParams.get('scope');
    if (asked === null) clearFaultRules();
    else {
      const scope = parseFaultScope(asked);
      if (scope === null) return HttpResponse.json({ message: 'Expected scope=[A-Za-z0-9_-]{1,64}' }, { status: 400 });
      clearScopedFaultRules(scope);
    }
    return new HttpResponse(null, { status: 204 });
  }),
  http.get('*/__admin/records/:kind', ({ params }) => {
    const kind = String(params.kind);
    if (kind !== 'crmCases' && kind !== 'errorReports' && kind !== 'clientLogs') {
      return HttpResponse.json({ message: `Unknown record kind ${kind}` }, { status: 404 });
    }
    return HttpResponse.json(store[kind]);
  }),
  http.delete('*/__admin/records', () => {
    clearStore();
    clearCheckouts();
    clearPriceDrifts();
    clearPayments();
    clearOutbox();
    clearRedeemedVouchers();
    clearOrderedVouchers();
    resetGiftcards();
    return new HttpResponse(null, { status: 204 });
  }),
];

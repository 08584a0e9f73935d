import { http, HttpResponse, type HttpHandler } from 'msw';
import { getCatalogue } from '../catalogue';
import type { Lang } from '../catalogue/types';
import { route, SERVICE_PREFIX } from '../services';
import { cardOutcome, checkCard } from './cards';
import { isFinal, type Payment } from './payment';
import { approvalPage, cardPage, challengePage, contentSecurityPolicy, notFoundPage } from './pages';
import { almaScheduleOf } from './schedule';
import { setChallengePending, setPaymentStatus, storedPayment } from './store';
import { PAYMENT_TEXTS } from './texts';

/**
 * The hosted payment pages (contract §2), on the simulator's own origin, in the payment's language:
 *   GET  {psp}/pay/{id}             PENDING: the card form, or the PayPal / Alma approval page (Alma
 *                                   with its schedule, schedule.ts); any other status: 303 to the
 *                                   return URL at once (a reload or a back never pays twice)
 *   POST {psp}/pay/{id}             form-encoded. Card: holder, number, expiry (MM/YY), cvc → the
 *                                   form again with its field errors (400), or the test card's outcome
 *                                   (cards.ts): AUTHORISED or REFUSED → 303 to the return URL, 3-D
 *                                   Secure → 303 to the challenge page. Approval pages: outcome=approve
 *                                   → AUTHORISED, outcome=cancel → CANCELLED (CANCELLED_BY_SHOPPER);
 *                                   outcome=cancel also cancels from the card form
 *   GET  {psp}/pay/{id}/challenge   the 3-D Secure page with "Complete" and "Fail" (when a challenge
 *                                   waits; otherwise back to the payment page)
 *   POST {psp}/pay/{id}/challenge   outcome=complete → AUTHORISED; outcome=fail → REFUSED with
 *                                   AUTHENTICATION_FAILED
 *   GET  {psp}/pay/{id}/cancel      the "Cancel and return to the shop" link of every page: a PENDING
 *                                   payment becomes CANCELLED (CANCELLED_BY_SHOPPER), then 303 to the
 *                                   return URL. A link, as PayPal's "Cancel and return to merchant":
 *                                   the shop counts a cancelled attempt and may open another one.
 * A final outcome answers 303 to returnUrl with paymentId={id} added to its query, nothing else: the
 * shop asks the status server to server. While a 3-D Secure challenge waits, the payment page shows
 * the card form again (another card replaces the challenge). An unknown id: a 404 page in the
 * browser's first known language. The pages carry their own Content-Security-Policy (pages.ts).
 */

function returnTo(payment: Payment): string {
  const url = new URL(payment.returnUrl);
  url.searchParams.set('paymentId', payment.id);
  return url.toString();
}

const seeOther = (location: string) => new HttpResponse(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });

function page(html: string, payment: Payment | null, status = 200): Response {
  return new HttpResponse(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': contentSecurityPolicy(payment?.returnUrl ?? null),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    },
  });
}

function browserLang(request: Request): Lang {
  for (const range of (request.headers.get('accept-language') ?? '').split(',')) {
    const code = range.split(';')[0]!.trim().slice(0, 2).toLowerCase();
    if (code in PAYMENT_TEXTS) return code as Lang;
  }
  return 'fr';
}

const notFound = (request: Request) => page(notFoundPage(browserLang(request)), null, 404);

function paymentPage(payment: Payment): Response {
  return payment.method === 'card' ? page(cardPage(payment), payment) : page(approvalPage(payment, almaScheduleOf(payment)), payment);
}

function finish(payment: Payment, outcome: 'authorised' | 'refused' | 'authentication-failed' | 'cancelled', now: Date, cardLast4?: string): Response {
  const changes = cardLast4 === undefined ? {} : { cardLast4 };
  const done =
    outcome === 'authorised'
      ? setPaymentStatus(payment.id, 'AUTHORISED', now, { ...changes, refusalReason: null })
      : outcome === 'cancelled'
        ? setPaymentStatus(payment.id, 'CANCELLED', now, { ...changes, refusalReason: 'CANCELLED_BY_SHOPPER' })
        : setPaymentStatus(payment.id, 'REFUSED', now, { ...changes, refusalReason: outcome === 'refused' ? 'REFUSED' : 'AUTHENTICATION_FAILED' });
  return seeOther(returnTo(done));
}

function submit(payment: Payment, form: URLSearchParams, now: Date): Response {
  const outcome = form.get('outcome');
  if (outcome === 'cancel') return finish(payment, 'cancelled', now);
  if (payment.method !== 'card') {
    if (outcome === 'approve') return finish(payment, 'authorised', now);
    return page(approvalPage(payment, almaScheduleOf(payment), true), payment, 400);
  }
  const values = { holder: form.get('holder') ?? '', number: form.get('number') ?? '', expiry: form.get('expiry') ?? '', cvc: form.get('cvc') ?? '' };
  const card = checkCard(values, getCatalogue().today);
  if ('errors' in card) return page(cardPage(payment, values, card.errors), payment, 400);
  switch (cardOutcome(card.digits)) {
    case 'authorised':
      return finish(payment, 'authorised', now, card.last4);
    case 'refused':
      return finish(payment, 'refused', now, card.last4);
    case 'challenge':
      setChallengePending(payment.id, card.last4, now);
      return seeOther(`${SERVICE_PREFIX.psp}/pay/${encodeURIComponent(payment.id)}/challenge`);
  }
}

function challenge(payment: Payment, challengePending: boolean, form: URLSearchParams | null, now: Date): Response {
  if (!challengePending) return seeOther(`${SERVICE_PREFIX.psp}/pay/${encodeURIComponent(payment.id)}`);
  if (form === null) return page(challengePage(payment), payment);
  const outcome = form.get('outcome');
  if (outcome === 'complete') return finish(payment, 'authorised', now);
  if (outcome === 'fail') return finish(payment, 'authentication-failed', now);
  return page(challengePage(payment), payment, 400);
}

/** A hosted page's handler: 404 page for an unknown id, 303 back to the shop for a final payment, else `build`. */
function hosted(method: 'get' | 'post', tail: string, build: (payment: Payment, challengePending: boolean, form: URLSearchParams | null, now: Date) => Response): HttpHandler {
  return http[method](route('psp', `/pay/:id${tail}`), async ({ request, params }) => {
    const stored = storedPayment(String(params.id ?? ''));
    if (!stored) return notFound(request);
    if (isFinal(stored.payment.status)) return seeOther(returnTo(stored.payment));
    const form = method === 'post' ? new URLSearchParams(await request.text()) : null;
    return build(stored.payment, stored.challengePending, form, new Date());
  });
}

export const hostedPageHandlers: HttpHandler[] = [
  hosted('get', '', (payment) => paymentPage(payment)),
  hosted('post', '', (payment, _, form, now) => submit(payment, form!, now)),
  hosted('get', '/challenge', (payment, pending, _, now) => challenge(payment, pending, null, now)),
  hosted('post', '/challenge', (payment, pending, form, now) => challenge(payment, pending, form, now)),
  hosted('get', '/cancel', (payment, _, __, now) => finish(payment, 'cancelled', now)),
];

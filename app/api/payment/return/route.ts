import { z } from 'zod';
import { CHECKOUT_ID_PATTERN } from '@/domain/booking';
import { localeField } from '@/bff/contracts/fields.schema';
import { getSiteConfig } from '@/server/site-config';
import { settlePayment } from '@/checkout/settle-payment.server';
import { settlementPath } from '@/checkout/settlement-path';
import { href } from '@/routing/href';
import { NEVER_STORED } from '@/server/cache-headers';

const returnQuerySchema = z.object({
  checkoutId: z.string().regex(CHECKOUT_ID_PATTERN),
  locale: localeField,
  paymentId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});

const seeOther = (location: string): Response => new Response(null, { status: 303, headers: { location, 'cache-control': NEVER_STORED } });

/**
 * Where the payment provider sends the browser back, with the payment's id. The id is only a
 * pointer: the payment's outcome is asked of the provider server-to-server, the booking made,
 * the money captured or released (settlePayment), and the browser sent on to the payment step,
 * which shows the confirmation or says what happened (a booked checkout's own step route: a box
 * order's is the box variant; otherwise the step redirects to its right route itself). Safe to repeat (a reload, the back button,
 * "check again"): every step is idempotent. The redirect is always a path of this site.
 */
export async function GET(request: Request): Promise<Response> {
  const parsed = returnQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return seeOther(href.home('fr_FR'));
  const { checkoutId, locale, paymentId } = parsed.data;
  try {
    const settlement = await settlePayment({ checkoutId, paymentId, siteOrigin: getSiteConfig().siteUrl });
    return seeOther(settlementPath(locale, { id: checkoutId }, settlement, paymentId));
  } catch (error) {
    // Nothing is captured before a booking exists: the step offers to check again.
    console.error('[payment return] settle failed', error);
    return seeOther(settlementPath(locale, { id: checkoutId }, { kind: 'unknown' }, paymentId));
  }
}

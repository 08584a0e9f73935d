import { submitContactCase } from '@/api/crm';
import {
  CONTACT_RECAPTCHA_ACTION,
  CONTACT_RECAPTCHA_REFUSED,
  CONTACT_RECAPTCHA_REFUSED_STATUS,
  type ContactAnswer,
} from '@/bff/contracts/contact';
import { contactSchema } from '@/bff/contracts/contact.schema';
import { bffErrorResponse, jsonPostRefusal, NO_STORE } from '@/bff/route-handler.server';
import { toContactMessage } from '@/domain/contact/validation';
import { pointOfSale } from '@/domain/model/locale';
import { absoluteUrl } from '@/routing/alternates';
import { href } from '@/routing/href';
import { verifyRecaptcha } from '@/server/recaptcha/verify-recaptcha.server';
import { getSiteConfig } from '@/server/site-config';
import { isCareModeRequest } from './care-mode.server';

/** The visitor's address as the proxy in front saw it (a hint for the recaptcha provider only). */
function remoteIpOf(request: Request): string | undefined {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || undefined;
}

/**
 * POST /api/contact (src/bff/contracts/contact.ts): the body is checked again with the form's
 * rules; outside customer-care mode the recaptcha token is verified with the provider and a
 * missing or failing one is refused before anything reaches the CRM (part 2 §4, §6); then the CRM
 * case is created, one per submission id (src/api/crm retries a timeout once with the same id).
 * A CRM failure is an error answer, never a thank-you.
 */
export async function POST(request: Request): Promise<Response> {
  const refusal = jsonPostRefusal(request);
  if (refusal) return refusal;
  const parsed = contactSchema.parse(await request.json().catch(() => undefined));
  if (!parsed.success) return bffErrorResponse('invalid-body');
  const body = parsed.data;
  try {
    if (!(await isCareModeRequest(request))) {
      const verdict = await verifyRecaptcha(body.recaptchaToken, { remoteIp: remoteIpOf(request), action: CONTACT_RECAPTCHA_ACTION });
      if (!verdict.ok) {
        return Response.json(
          { error: { code: CONTACT_RECAPTCHA_REFUSED, reason: verdict.reason } },
          { status: CONTACT_RECAPTCHA_REFUSED_STATUS, headers: { 'cache-control': NO_STORE } },
        );
      }
    }
    const message = toContactMessage(body, pointOfSale(body.locale));
    const thankYouPath = href.contact(body.locale, { thankYou: true });
    const result = await submitContactCase({
      bookingId: message.bookingNumber,
      contactReason: message.reason,
      description: message.description,
      email: message.email,
      name: message.name,
      phone: message.phone,
      locale: body.locale,
      returnUrl: absoluteUrl(thankYouPath, getSiteConfig().siteUrl),
      submissionId: body.submissionId,
    });
    if (!result.ok) return bffErrorResponse('upstream');
    const answer: ContactAnswer = { caseId: result.data.id, thankYouPath };
    return Response.json(answer, { headers: { 'cache-control': NO_STORE } });
  } catch (error) {
    console.error('[bff] /api/contact failed', error);
    return bffErrorResponse('internal');
  }
}

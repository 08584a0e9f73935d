import 'server-only';
import { sendEmail, type OutgoingEmail } from '@/api/mail';
import { isGiftCheckout } from '@/domain/checkout/checkout-kind';
import type { Checkout } from '@/domain/model/checkout';
import { confirmationEmail } from './confirmation-email.server';
import { giftOrderConfirmationEmail, giftVoucherEmail } from './gift-order-email.server';

/**
 * The e-mails a booked checkout sends, chosen by what it sold: a stay's (or an activity voucher's, or
 * a change of dates') confirmation; a gift order's confirmation to the buyer and, for a digital gift
 * sent to someone, the e-voucher to the recipient on the chosen day.
 */
export function bookedEmails(checkout: Checkout, siteOrigin: string): OutgoingEmail[] {
  const { booking } = checkout;
  if (isGiftCheckout(checkout)) {
    if (booking === null) return [];
    const booked = { ...checkout, booking };
    return [giftOrderConfirmationEmail(booked, siteOrigin), giftVoucherEmail(booked, siteOrigin)].filter((email) => email !== null);
  }
  const email = confirmationEmail(checkout, siteOrigin);
  return email === null ? [] : [email];
}

/** Sends them, each once (the provider keeps one message per key): a failure is logged, the booking stands and the next settle retries. */
export async function sendBookedEmails(checkout: Checkout, siteOrigin: string): Promise<void> {
  for (const email of bookedEmails(checkout, siteOrigin)) {
    const sent = await sendEmail(email);
    if (!sent.ok) console.error('Checkout e-mail not sent', { kind: email.tags.kind, reference: email.tags.reference });
  }
}

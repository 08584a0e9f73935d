import { addMonths } from '../catalogue/days';
import type { Catalogue } from '../catalogue/types';
import { issueGiftcard } from '../giftcards';
import { addOrderedVoucher } from '../vouchers/ordered';
import { findVoucher } from '../vouchers/vouchers';
import { newOrderCode } from './order-codes';
import type { CheckoutGiftWire } from './wire';

/**
 * The one code a gift order issues when it is booked (contract §7), valid until today + the gift's
 * validityMonths:
 *   BOX            'EB' + 8 characters: a voucher of the box `digitalCode`, worth voucherValue;
 *   SINGLEVOUCHER  'SV' + 8 characters: a voucher of the stay `productId` for `giftNights` nights;
 *   GIFTCARD       'GC-dddd-dddd-dddd': a gift card of balance voucherValue, usable at once.
 * The vouchers join the beneficiary lookup (mocks/vouchers), the card the checkout's gift cards
 * (mocks/giftcards). Book calls this once: a booked checkout answers again without booking.
 */
export function issueGiftCode(catalogue: Catalogue, gift: CheckoutGiftWire): { voucherCode: string; validUntil: string } {
  const validUntil = addMonths(catalogue.today, gift.validityMonths);
  if (gift.type === 'GIFTCARD') return { voucherCode: issueGiftcard(gift.voucherValue).serialNumber, validUntil };
  const box = gift.type === 'BOX';
  const code = newOrderCode(box ? 'EB' : 'SV', (candidate) => findVoucher(catalogue, candidate) !== null);
  addOrderedVoucher({
    code,
    type: gift.type,
    boxCode: box ? gift.digitalCode : null,
    productId: box ? null : gift.productId,
    nights: box ? null : gift.giftNights,
    value: gift.voucherValue,
    state: 'valid',
    expiresOn: validUntil,
  });
  return { voucherCode: code, validUntil };
}

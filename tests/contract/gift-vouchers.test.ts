import { fetchVoucher } from '@/api/beneficiary';
import { voucherCodeOf } from '@/domain/beneficiary/voucher-code';
import { voucherBooksProduct } from '@/domain/beneficiary/voucher';
import type { CheckoutWire } from '../../mocks/checkout';
import { bookableStay, catalogue, type BookableStay } from '../bff/stays';
import { api, call, createPayment, paymentBody, paymentOf, payByCard, postJson, withTraveller } from '../simulator/support/checkout-journey';

/**
 * Contract §7, the beneficiary's side: the codes paid gift orders issue (made through the in-process
 * simulator) read by the storefront's voucher lookup (src/api/beneficiary) with their new fields: a box
 * voucher names its box, a gift stay's its product and nights (and books that product only).
 */
async function bookedGiftCode(gift: Record<string, unknown>): Promise<string> {
  const init = await postJson(api('/checkout/gift/init.json'), { locale: 'fr_FR', gift, personalisation: { fromName: null, message: null } });
  const checkout = await withTraveller((await init.json()) as CheckoutWire);
  await call(checkout.id, '/delivery', { kind: 'digital', recipient: 'me', sendOn: catalogue.today });
  const payment = await createPayment(paymentBody({ amount: checkout.priceInfo.totalPrice, merchantReference: checkout.id }));
  await payByCard(payment);
  const booked = await call(checkout.id, '/book', { paymentId: (await paymentOf(payment.id)).id });
  if (booked.status !== 201) throw new Error(`book answered ${booked.status}`);
  return booked.body.booking!.voucherCode!;
}

function giftableBookableStay(): BookableStay {
  for (let skip = 0; skip < 3000; skip += 1) {
    const stay = bookableStay({ skip });
    if (catalogue.index.singleVoucherById.has(stay.pkg.id)) return stay;
  }
  throw new Error('No bookable gift stay');
}

describe('vouchers issued by gift orders (contract §7)', () => {
  it('a box order’s code is a box voucher of the box’s digital code, accepted by the code form', async () => {
    const box = catalogue.boxes[0]!;
    const code = await bookedGiftCode({ type: 'BOX', code: box.code, giftFormat: 'digital' });
    expect(voucherCodeOf(code.toLowerCase())).toBe(code);
    const found = await fetchVoucher(code);
    expect(found.ok && found.data).toEqual({ kind: 'valid', voucher: { code, type: 'BOX', boxCode: box.code, productId: null, nights: null, value: box.value, expiresOn: expect.any(String) } });
  });

  it('a gift stay order’s code is a voucher of its product and nights, for that product only', async () => {
    const stay = giftableBookableStay();
    const code = await bookedGiftCode({ type: 'SINGLEVOUCHER', productId: stay.pkg.id, giftFormat: 'digital', giftNights: 1, bucket: 1, upsell: 'none', subElements: [] });
    const found = await fetchVoucher(code);
    if (!found.ok || found.data.kind !== 'valid') throw new Error('lookup failed');
    const { voucher } = found.data;
    expect(voucher).toMatchObject({ code, type: 'SINGLEVOUCHER', boxCode: null, productId: stay.pkg.id, nights: 1 });
    expect(voucherBooksProduct(voucher, stay.pkg.id)).toBe(true);
    expect(voucherBooksProduct(voucher, stay.pkg.id + 1)).toBe(false);
  });
});

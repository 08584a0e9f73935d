import { http, HttpResponse, type HttpHandler } from 'msw';
import { getCatalogue } from '../catalogue';
import { route } from '../services';
import { allVouchers, findVoucher, type IssuedVoucher } from './vouchers';

/**
 * The beneficiary platform's voucher lookup (ours: the spec shows no path).
 *
 * GET {origin}/beneficiary/vouchers/{code}   (case-insensitive code)
 *   200 { code, type: 'BOX' | 'SINGLEVOUCHER', boxCode, productId, nights, value, status: 'VALID', expiresOn }
 *       (contract §7: a box voucher — seeded or issued by a paid box order — has its boxCode and
 *       productId/nights null; a gift stay's voucher has its productId and nights and boxCode null)
 *   404 { code: 'VOUCHER_UNKNOWN', message }            no voucher was issued with this code
 *   410 { code: 'VOUCHER_EXPIRED', message, expiresOn } its validity is over
 *   409 { code: 'VOUCHER_USED', message }               it was already redeemed
 * Fault injection reaches it like any route (mocks/faults.ts: path '/beneficiary/vouchers/').
 *
 * GET /__admin/vouchers → every voucher, seeded then issued by orders, in its state now
 *   [{ code, type, boxCode, productId, nights, value, state, expiresOn }], for tests.
 */

export function voucherAnswer(voucher: IssuedVoucher | null, code: string): Response {
  if (voucher === null) return HttpResponse.json({ code: 'VOUCHER_UNKNOWN', message: `No voucher with code ${code}` }, { status: 404 });
  if (voucher.state === 'expired') {
    return HttpResponse.json({ code: 'VOUCHER_EXPIRED', message: `Voucher ${voucher.code} expired on ${voucher.expiresOn}`, expiresOn: voucher.expiresOn }, { status: 410 });
  }
  if (voucher.state === 'used') return HttpResponse.json({ code: 'VOUCHER_USED', message: `Voucher ${voucher.code} was already used` }, { status: 409 });
  return HttpResponse.json({
    code: voucher.code,
    type: voucher.type,
    boxCode: voucher.boxCode,
    productId: voucher.productId,
    nights: voucher.nights,
    value: voucher.value,
    status: 'VALID',
    expiresOn: voucher.expiresOn,
  });
}

export const voucherHandlers: HttpHandler[] = [
  http.get(route('origin', '/beneficiary/vouchers/:code'), ({ params }) => {
    const code = String(params.code ?? '');
    return voucherAnswer(findVoucher(getCatalogue(), code), code);
  }),
  http.get('*/__admin/vouchers', () => HttpResponse.json(allVouchers(getCatalogue()))),
];

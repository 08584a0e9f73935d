import { cookies } from 'next/headers';
import type { NextRequest } from 'next/server';
import { fetchVoucher } from '@/api/beneficiary';
import { beneficiaryVoucherSchema } from '@/bff/contracts/beneficiary-voucher.schema';
import { bffRoute, NO_STORE } from '@/bff/route-handler.server';
import { isHttps } from '@/care/cookie';
import { VOUCHER_COOKIE, voucherCookieOptions } from '@/domain/beneficiary/voucher-cookie';
import { href } from '@/routing/href';

/**
 * The code form's check (contract: beneficiary-voucher.ts). A valid code is kept in the voucher
 * cookie (the code only) and the answer names where it is redeemed: a box voucher's stays, a gift
 * stay's own page in redemption mode; a refused one clears a cookie left from an earlier code, so no
 * page goes on redeeming it. A failed lookup: 502.
 */
export const POST = bffRoute(beneficiaryVoucherSchema, { successCacheControl: NO_STORE }, async (body, request) => {
  const result = await fetchVoucher(body.code);
  if (!result.ok) return result;
  const jar = await cookies();
  if (result.data.kind !== 'valid') {
    jar.delete(VOUCHER_COOKIE);
    return { ok: true, data: { outcome: result.data.kind } };
  }
  const next = request as NextRequest;
  const secure = isHttps(new URL(request.url), next.headers.get('x-forwarded-proto'));
  jar.set(VOUCHER_COOKIE, result.data.voucher.code, voucherCookieOptions(secure));
  const { voucher } = result.data;
  const staysPath =
    voucher.type === 'SINGLEVOUCHER' ? href.product(body.locale, voucher.productId, undefined, { flow: 'beneficiary' }) : href.search(body.locale, { flow: 'beneficiary' });
  return { ok: true, data: { outcome: 'valid' as const, staysPath } };
});

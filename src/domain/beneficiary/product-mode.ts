/**
 * How the product page is opened besides booking and gifting: redemption by a beneficiary
 * (`?flow=beneficiary`, the voucher comes from its cookie) or box mode (`?box=<digital box code>`,
 * a stay shown as included in a box, contract with the box page). Query values are untrusted: a
 * bad one is simply not that mode.
 */
export const BOX_QUERY_PATTERN = /^[A-Z0-9-]{1,40}$/;

type Query = Readonly<Record<string, string | string[] | undefined>>;

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? undefined : value;
}

/** The box code of `?box=`, or null when absent, repeated or not a box code. */
export function boxQueryOf(query: Query): string | null {
  const value = single(query.box);
  return value !== undefined && BOX_QUERY_PATTERN.test(value) ? value : null;
}

export function isRedemptionQuery(query: Query): boolean {
  return single(query.flow) === 'beneficiary';
}

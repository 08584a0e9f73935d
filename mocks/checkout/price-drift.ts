/**
 * Price drift: a test knob that moves the price of the stay between the quote and the checkout, so
 * the price-update modal (part 1 §4) can be shown on purpose. A rule shifts the stay's sellPrice of
 * the matching calls by a signed amount in cents:
 *   target 'checkout-init'  POST {api}/checkout/init.json (the checkout is made at the shifted price)
 *   target 'quote'          GET {api}/weekend/{id}/quote.json and quote-realtime.json
 * weekendId narrows a rule to one stay (the offer booked, the weekend quoted); without it every
 * stay drifts. remaining counts the calls a rule still shifts (gone at 0); without it the rule stays
 * until DELETE /__admin/price-drift or DELETE /__admin/records. A shifted price never goes below 0.
 * Several matching rules add up.
 */
export type PriceDriftTarget = 'checkout-init' | 'quote';

export interface PriceDriftRule {
  id: number;
  target: PriceDriftTarget;
  /** Signed cents added to the stay's sellPrice. */
  amount: number;
  weekendId?: number;
  remaining?: number;
}

const TARGETS: readonly PriceDriftTarget[] = ['checkout-init', 'quote'];
const MAX_AMOUNT = 10_000_000;

let rules: PriceDriftRule[] = [];
let nextId = 1;

/** The admin body as a rule, or the reason it is refused. */
export function parsePriceDrift(body: unknown): Omit<PriceDriftRule, 'id'> | { error: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { error: 'Expected a JSON object' };
  const fields = body as Record<string, unknown>;
  const target = fields.target;
  if (typeof target !== 'string' || !(TARGETS as readonly string[]).includes(target)) return { error: `target must be one of ${TARGETS.join(', ')}` };
  const amount = fields.amount;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount === 0 || Math.abs(amount) > MAX_AMOUNT) {
    return { error: 'amount must be a non-zero integer number of cents' };
  }
  const rule: Omit<PriceDriftRule, 'id'> = { target: target as PriceDriftTarget, amount };
  if (fields.weekendId !== undefined && fields.weekendId !== null) {
    if (typeof fields.weekendId !== 'number' || !Number.isInteger(fields.weekendId) || fields.weekendId <= 0) return { error: 'weekendId must be a positive integer' };
    rule.weekendId = fields.weekendId;
  }
  if (fields.remaining !== undefined && fields.remaining !== null) {
    if (typeof fields.remaining !== 'number' || !Number.isInteger(fields.remaining) || fields.remaining <= 0) return { error: 'remaining must be a positive integer' };
    rule.remaining = fields.remaining;
  }
  return rule;
}

export function addPriceDrift(rule: Omit<PriceDriftRule, 'id'>): PriceDriftRule {
  const added = { ...rule, id: nextId++ };
  rules.push(added);
  return { ...added };
}

export function listPriceDrifts(): PriceDriftRule[] {
  return rules.map((rule) => ({ ...rule }));
}

export function clearPriceDrifts(): void {
  rules = [];
}

/**
 * The shift for one call of `target` on `weekendId` (0 without a matching rule); each matching rule
 * with a count has one call fewer left.
 */
export function takePriceDrift(target: PriceDriftTarget, weekendId: number): number {
  let shift = 0;
  for (const rule of rules) {
    if (rule.target !== target || (rule.weekendId !== undefined && rule.weekendId !== weekendId)) continue;
    shift += rule.amount;
    if (rule.remaining !== undefined) rule.remaining -= 1;
  }
  rules = rules.filter((rule) => rule.remaining === undefined || rule.remaining > 0);
  return shift;
}

/** A price with a drift applied, never negative. */
export function drifted(price: number, shift: number): number {
  return Math.max(0, price + shift);
}

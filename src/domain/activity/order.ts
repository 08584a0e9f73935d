import type { ActivityPrice } from '@/domain/model/activity';
import { activityPriceFor, type ActivityPriceForCount } from './price';

/**
 * What the activity checkout summary shows (part 2 §2 activity checkout): the order comes from the
 * hash (voucher id, participant count), the voucher from the API. Each case has its own page:
 * an incomplete link, a failed call (retry), an unknown voucher, an expired one, a count the
 * voucher has no price for, or the summary with the price for that count.
 */
export type ActivityOrderFetch<V> = { status: 'idle' } | { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; voucher: V | null };

export type ActivityOrderView<V> =
  | { kind: 'reading' }
  | { kind: 'invalid' }
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'unknown' }
  | { kind: 'expired'; voucher: V }
  | { kind: 'noPrice'; voucher: V; participants: number }
  | { kind: 'found'; voucher: V; price: ActivityPriceForCount };

export function activityOrderView<V extends { published: boolean; prices: readonly ActivityPrice[] }>(input: {
  /** The hash has been read (false on the server and in the first render). */
  hydrated: boolean;
  id: number | null;
  participants: number | null;
  fetch: ActivityOrderFetch<V>;
}): ActivityOrderView<V> {
  if (!input.hydrated) return { kind: 'reading' };
  if (input.id === null || input.participants === null) return { kind: 'invalid' };
  const { fetch } = input;
  if (fetch.status === 'idle' || fetch.status === 'loading') return { kind: 'loading' };
  if (fetch.status === 'failed') return { kind: 'failed' };
  const { voucher } = fetch;
  if (voucher === null) return { kind: 'unknown' };
  if (!voucher.published) return { kind: 'expired', voucher };
  const price = activityPriceFor([...voucher.prices], input.participants);
  return price ? { kind: 'found', voucher, price } : { kind: 'noPrice', voucher, participants: input.participants };
}

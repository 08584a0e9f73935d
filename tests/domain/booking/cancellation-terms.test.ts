import { bookingCancellationTerms, effectiveCancellationPolicy, FULL_REFUND_POLICY_TYPE, PARTIAL_REFUND_PERCENT } from '@/domain/booking/cancellation-terms';

/**
 * The one rule for what a booked stay's cancellation terms say (part 1 §4; issue 22 item 2): the
 * chosen cover's policy wins over the stay's, a full-refund cover says so, every other cancellable
 * policy has the spec's fixed 80 % text.
 */
const checkin = '2026-12-08';
const nonRefundable = { cancellable: false, deadline: null, type: 'NON_REFUNDABLE' };
const partial = { cancellable: true, deadline: '2026-11-27', type: 'PARTIAL' };
const fullRefundCover = { cancellationPolicy: { cancellable: true, deadline: '2026-12-07', type: FULL_REFUND_POLICY_TYPE } };
const includedCover = { cancellationPolicy: nonRefundable };

describe('bookingCancellationTerms', () => {
  it('a full-refund cover over a non-refundable stay: full refund until its deadline, none from the check-in', () => {
    expect(bookingCancellationTerms({ checkin, policy: nonRefundable, cover: fullRefundCover })).toEqual({
      headline: { key: 'cancellation.label.fullRefundUntil', values: { deadline: '2026-12-07' } },
      terms: [
        { key: 'cancellation.fullRefundUntil', values: { deadline: '2026-12-07' } },
        { key: 'cancellation.noRefundAfter', values: { date: checkin } },
      ],
      policy: fullRefundCover.cancellationPolicy,
    });
  });

  it('the included cover (the stay’s own policy) keeps the stay’s terms: non-refundable says nothing more', () => {
    expect(bookingCancellationTerms({ checkin, policy: nonRefundable, cover: includedCover })).toEqual({
      headline: { key: 'offerCard.cancellation.nonRefundable', values: {} },
      terms: [],
      policy: nonRefundable,
    });
  });

  it('a partially refundable stay without a cover: modify free, 80 % of each night until the deadline, none from the check-in', () => {
    expect(PARTIAL_REFUND_PERCENT).toBe(80);
    expect(bookingCancellationTerms({ checkin, policy: partial, cover: null })).toEqual({
      headline: { key: 'offerCard.cancellation.modifiableUntil', values: { deadline: partial.deadline } },
      terms: [
        { key: 'cancellation.modifyFreeUntil', values: { deadline: partial.deadline } },
        { key: 'cancellation.partialRefundUntil', values: { deadline: partial.deadline, percent: 80 } },
        { key: 'cancellation.noRefundAfter', values: { date: checkin } },
      ],
      policy: partial,
    });
  });

  it('a cover without a policy of its own leaves the stay’s', () => {
    expect(effectiveCancellationPolicy(partial, { cancellationPolicy: null })).toBe(partial);
    expect(bookingCancellationTerms({ checkin, policy: partial, cover: { cancellationPolicy: null } }).terms).toHaveLength(3);
  });

  it('FULL_REFUND needs a deadline and a cancellable policy to promise a full refund', () => {
    const noDeadline = { cancellationPolicy: { cancellable: true, deadline: null, type: FULL_REFUND_POLICY_TYPE } };
    expect(bookingCancellationTerms({ checkin, policy: partial, cover: noDeadline })).toEqual({ headline: null, terms: [], policy: noDeadline.cancellationPolicy });
    const notCancellable = { cancellationPolicy: { cancellable: false, deadline: '2026-12-07', type: FULL_REFUND_POLICY_TYPE } };
    expect(bookingCancellationTerms({ checkin, policy: partial, cover: notCancellable }).headline?.key).toBe('offerCard.cancellation.nonRefundable');
  });

  it('without a check-in: the call to add dates, no terms, whatever the cover', () => {
    expect(bookingCancellationTerms({ checkin: null, policy: partial, cover: fullRefundCover })).toMatchObject({
      headline: { key: 'offerCard.cancellation.addDates', values: {} },
      terms: [],
    });
  });

  it('no policy at all reads non-refundable', () => {
    expect(bookingCancellationTerms({ checkin, policy: null, cover: null })).toEqual({ headline: { key: 'offerCard.cancellation.nonRefundable', values: {} }, terms: [], policy: null });
  });
});

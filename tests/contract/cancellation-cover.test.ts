import { fetchInsuranceOffers } from '@/api/checkout';
import { bookingCancellationTerms } from '@/domain/booking/cancellation-terms';
import { addDays, bookableStay } from '../bff/stays';

/**
 * The simulator's insurance offers, read by the client, against the one rule of the cancellation
 * terms (issue 22 item 2): the paid cover is read as a full refund until the day before check-in,
 * the included one as the stay's own policy — the wire carries what the rule needs.
 */
const stay = bookableStay({ datedActivity: true });
const guests = { adult: 2, child: 0, baby: 0 };

describe('the cancellation cover on the wire', () => {
  it('the paid cover reads as a full refund until the day before check-in; the included one keeps the stay’s terms', async () => {
    const result = await fetchInsuranceOffers({ weekendId: stay.pkg.id, locale: 'fr_FR', checkin: stay.checkin, nights: stay.nights, ...guests });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [included, cover] = result.data;
    const deadline = addDays(stay.checkin, -1);
    expect(bookingCancellationTerms({ checkin: stay.checkin, policy: included!.cancellationPolicy, cover: cover! })).toMatchObject({
      headline: { key: 'cancellation.label.fullRefundUntil', values: { deadline } },
      terms: [
        { key: 'cancellation.fullRefundUntil', values: { deadline } },
        { key: 'cancellation.noRefundAfter', values: { date: stay.checkin } },
      ],
    });
    const own = bookingCancellationTerms({ checkin: stay.checkin, policy: included!.cancellationPolicy, cover: included! });
    expect(own.terms.some((term) => term.key === 'cancellation.fullRefundUntil')).toBe(false);
  });
});

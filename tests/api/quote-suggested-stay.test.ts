import { getCatalogue } from '../../mocks/catalogue';
import { fetchQuoteRealtime } from '@/api/product';
import { toQuoteOutcome } from '@/api/product/quote-rules';

/**
 * A quote refused for too short a stay carries the stay the API suggests instead
 * (modifiedReservationCriteria, part 2 §7 smartcapacity): the product page offers it (issue 22 #4).
 */
const catalogue = getCatalogue();
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A check-in whose minimum stay is 2 nights or more, with that stay bookable. */
function minimumStayCheckin() {
  for (const pkg of catalogue.packages) {
    for (let offset = 10; offset < 120; offset++) {
      const checkin = addDays(catalogue.today, offset);
      const first = catalogue.dayPrice(pkg.id, checkin);
      if (!first || first.minLos < 2) continue;
      const nights = Array.from({ length: first.minLos }, (_, n) => catalogue.dayPrice(pkg.id, addDays(checkin, n)));
      if (nights.every((night) => night && night.roomsLeft > 0)) return { pkg, checkin, minLos: first.minLos };
    }
  }
  throw new Error('no check-in with a minimum stay in the catalogue');
}

describe('the quote’s suggested stay', () => {
  it('a one-night quote on a day that needs more is refused with the minimum stay as the suggestion', async () => {
    const { pkg, checkin, minLos } = minimumStayCheckin();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const outcome = await fetchQuoteRealtime(
      { weekendId: pkg.id, locale: 'fr_FR', checkin, checkout: addDays(checkin, 1), adult: 2, child: 0, baby: 0 },
      new Date(`${catalogue.today}T09:00:00Z`),
    );
    expect(outcome).toMatchObject({
      status: 'priceError',
      code: 'MIN_LOS_NOT_REACHED',
      suggestedStay: { checkin, checkout: addDays(checkin, minLos), nights: minLos, adult: 2, child: 0, baby: 0 },
    });
    vi.restoreAllMocks();
  });

  it('passes the suggestion on a not-bookable answer without an error item too, and adds nothing when there is none', () => {
    const criteria = { checkin: '2026-12-11', checkout: '2026-12-13', nights: 2, adult: 2, child: 0, baby: 0 };
    expect(toQuoteOutcome({ ok: true, data: { bookable: false, modifiedReservationCriteria: criteria } as never })).toMatchObject({ status: 'priceError', suggestedStay: criteria });
    const plain = toQuoteOutcome({ ok: true, data: { bookable: false, errors: [{ code: 'MIN_LOS_NOT_REACHED', message: 'too short' }], modifiedReservationCriteria: null } as never });
    expect(plain).toEqual({ status: 'priceError', code: 'MIN_LOS_NOT_REACHED', message: 'too short', dateProblem: false });
  });
});

import type { WeekendPackage } from '../../../mocks/catalogue/types';
import type { CheckoutWire } from '../../../mocks/checkout';
import { catalogue } from '../../bff/stays';
import { api, call, createPayment, paymentBody, payByCard, postJson, withTraveller } from './checkout-journey';

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export interface ModifiableStay {
  pkg: WeekendPackage;
  /** A check-in whose minimum stay is 1 night, with `maxNights` nights free from it, before the cancellation deadline. */
  checkin: string;
  maxNights: number;
}

/**
 * A package without dated activities whose cancellation policy allows changes, and a check-in 20+
 * days ahead (well before the deadline) where 1 to 3 nights can be booked for 2 adults, each night
 * with two rooms or more (so a change never races for a last room). `skip` gives another one.
 */
export function modifiableStay(skip = 0): ModifiableStay {
  let left = skip;
  for (const pkg of catalogue.packages) {
    const hotel = catalogue.index.hotelById.get(pkg.hotelId);
    if (!hotel?.active || !pkg.cancellation.cancellable || pkg.activities.some((activity) => activity.singleDay)) continue;
    const room = hotel.rooms.find((candidate) => candidate.uuid === pkg.roomUuid);
    if (room && room.maxCapacity < 2) continue;
    for (let offset = 20 + pkg.cancellation.deadlineDaysBeforeCheckin; offset < 80; offset++) {
      const checkin = addDays(catalogue.today, offset);
      const first = catalogue.dayPrice(pkg.id, checkin);
      if (!first || first.minLos !== 1) continue;
      const nights = Array.from({ length: 3 }, (_, night) => catalogue.dayPrice(pkg.id, addDays(checkin, night)));
      if (!nights.every((price) => price && price.roomsLeft > 1)) continue;
      if (left-- > 0) break;
      return { pkg, checkin, maxNights: 3 };
    }
  }
  throw new Error('The catalogue has no modifiable stay');
}

export { addDays };

/** The stay booked and paid by card (2 adults, `nights` from its check-in) in the in-process simulator: a CONFIRMED booking. */
export async function bookStay(stay: ModifiableStay, nights: number, overrides: Record<string, unknown> = {}): Promise<CheckoutWire> {
  const init = await postJson(api('/checkout/init.json'), { productId: stay.pkg.id, offerId: stay.pkg.id, checkin: stay.checkin, nights, adult: 2, locale: 'fr_FR', ...overrides });
  if (init.status !== 201) throw new Error(`init answered ${init.status}: ${await init.text()}`);
  const checkout = await withTraveller((await init.json()) as CheckoutWire);
  const payment = await createPayment(paymentBody({ amount: checkout.priceInfo.remainingAmountToPay, merchantReference: checkout.id }));
  await payByCard(payment);
  const booked = await call(checkout.id, '/book', { paymentId: payment.id });
  if (booked.status !== 201) throw new Error(`book answered ${booked.status}`);
  return booked.body;
}

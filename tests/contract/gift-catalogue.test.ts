import { getCatalogue } from '../../mocks/catalogue';
import { BOX_DEFINITIONS } from '../../mocks/catalogue/vocabulary';
import { boxDetailOrNull, fetchBoxDetail } from '@/api/box';
import { fetchPackageCheckinPrices } from '@/api/product';
import { fetchBoxStaysMap } from '@/api/search';
import { fromCheckinPrices, giftDayStatus } from '@/domain/calendar';

/**
 * What the box page shows and what the beneficiary's calendar says agree (issue 23; part 2 §2 "Shows the
 * stays available for the box"): a stay the box page lists has Included days for the box's value within
 * the 12 months the calendar shows, for a stay of the box's nights (days asking more are skipped, part
 * 1 §4). Every box, its first, middle and last listed stay (a deterministic spread: every stay of every
 * box is checked against the calendar's own function in tests/simulator/gift-catalogue-truth.test.ts).
 * The catalogue is read only for the box codes and their nights; every figure comes through the
 * storefront's client.
 */
const catalogue = getCatalogue();
const nightsOf = (code: string) => BOX_DEFINITIONS.find((def) => `${def.stem}-EBOX` === code)!.nights;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('a box’s listed stays and the redemption calendar', () => {
  it.each(catalogue.boxes.map((box) => box.code))('%s: its first, middle and last stays have Included days', async (code) => {
    const detail = boxDetailOrNull(await fetchBoxDetail({ code, locale: 'fr_FR' }));
    const stays = await fetchBoxStaysMap(code, { locale: 'fr_FR' });
    if (!detail || detail.value === null || !stays.ok) throw new Error(`box ${code} did not answer with its value and stays`);
    const value = detail.value;
    const ids = stays.data.map((point) => point.id);
    expect(ids.length).toBeGreaterThanOrEqual(20);
    const nights = nightsOf(code);
    for (const id of [ids[0]!, ids[Math.floor(ids.length / 2)]!, ids.at(-1)!]) {
      const prices = await fetchPackageCheckinPrices({ offerId: id, locale: 'fr_FR', month: catalogue.today.slice(0, 7), length: 12, nights, giftPrice: value });
      if (!prices.ok) throw new Error(`calendar of ${id} did not answer`);
      const days = Object.values(fromCheckinPrices(prices.data)).filter((day) => day.minLos <= nights);
      const included = days.filter((day) => giftDayStatus(day, value) === 'included');
      expect({ id, included: included.length > 0 }).toEqual({ id, included: true });
    }
  });
});

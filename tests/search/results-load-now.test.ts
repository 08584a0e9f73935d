import type { ResultsPage } from '@/screens/search/results-page';
import { resultsLoadNow } from '@/screens/search/results-load-now';

/** When the results' island loads with the page instead of on intent (results-on-intent.tsx). */
const pageWith = (autoDiscount: { code: string; value: number } | null): ResultsPage =>
  ({ total: 1, page: 1, pageSize: 12, items: [{ kind: 'offer', card: { id: 1, autoDiscount } }], suggestions: [], area: null }) as unknown as ResultsPage;

const nobody = { hash: '', signedIn: false, discountAssigned: false };

describe('resultsLoadNow', () => {
  it('waits for intent while the server’s first page is what the visitor sees', () => {
    expect(resultsLoadNow('booking', pageWith(null), nobody)).toBe(false);
    expect(resultsLoadNow('booking', pageWith(null), { ...nobody, hash: '#' })).toBe(false);
    expect(resultsLoadNow('gifting', pageWith({ code: 'EXTRA5', value: 500 }), { ...nobody, discountAssigned: true })).toBe(false);
    expect(resultsLoadNow('booking', pageWith(null), { ...nobody, discountAssigned: true })).toBe(false);
  });

  it('loads at once for criteria in the hash, a signed-in visitor, a discount to show, the hotel flow', () => {
    expect(resultsLoadNow('booking', pageWith(null), { ...nobody, hash: '#page=2' })).toBe(true);
    expect(resultsLoadNow('booking', pageWith(null), { ...nobody, signedIn: true })).toBe(true);
    expect(resultsLoadNow('booking', pageWith({ code: 'EXTRA5', value: 500 }), { ...nobody, discountAssigned: true })).toBe(true);
    expect(resultsLoadNow('hotel', pageWith(null), nobody)).toBe(true);
  });
});

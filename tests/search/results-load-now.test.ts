import { resultsLoadNow } from '@/screens/search/results-load-now';

/** When the results' island loads with the page instead of on intent (results-on-intent.tsx). */
const nobody = { hash: '', signedIn: false };

describe('resultsLoadNow', () => {
  it('waits for intent while the server’s first page is what the visitor sees', () => {
    expect(resultsLoadNow('booking', nobody)).toBe(false);
    expect(resultsLoadNow('booking', { ...nobody, hash: '#' })).toBe(false);
    expect(resultsLoadNow('gifting', nobody)).toBe(false);
  });

  it('loads at once for criteria in the hash, a signed-in visitor, the hotel flow', () => {
    expect(resultsLoadNow('booking', { ...nobody, hash: '#page=2' })).toBe(true);
    expect(resultsLoadNow('booking', { ...nobody, signedIn: true })).toBe(true);
    expect(resultsLoadNow('hotel', nobody)).toBe(true);
  });
});

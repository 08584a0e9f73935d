import { resultsRequestOf } from '@/screens/search/bff-query';

/**
 * The search BFF routes judge the hash's dates on the clock they are given (the storefront's,
 * pinned in e2e runs), never on the machine's: a stay that is still ahead on that clock is searched
 * with its dates.
 */
describe('search BFF query', () => {
  const query = { locale: 'fr_FR', flow: 'booking', hash: 'checkin=2026-11-27&checkout=2026-11-29&a=2' } as const;

  it('keeps dates that are ahead of the given now, even when the machine is past them', () => {
    const criteria = resultsRequestOf(query, new Date('2026-10-31T19:30:00Z')).criteria;
    expect([criteria.checkin, criteria.checkout]).toEqual(['2026-11-27', '2026-11-29']);
  });

  it('drops a check-in already past at the given now', () => {
    const criteria = resultsRequestOf(query, new Date('2026-11-28T10:00:00Z')).criteria;
    expect(criteria.checkin).toBeUndefined();
  });
});

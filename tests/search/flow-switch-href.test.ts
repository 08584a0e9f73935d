import { describe, expect, it } from 'vitest';
import { flowSwitchHref, switchFlowsOf } from '@/screens/search/flow-switch-href';
import { withPathCriteria } from '@/screens/search/page-criteria';
import { searchCriteriaCodec } from '@/state/hash/search-criteria-codec';

/** The results page's flow switch (part 1 §4) calls switchFlow: its links carry what the rule keeps. */
describe('flow switch links', () => {
  const hash = searchCriteriaCodec.parse('checkin=2026-12-11&checkout=2026-12-13&night=2&a=3&sort=priceAsc&priceMax=15000&facilities[]=spa');
  const path = { flow: 'booking' as const, city: 'paris' };
  const criteria = withPathCriteria(hash, path);

  it('to gifting: the same city in the gift search, the filters kept, the party fixed and a sort gifting offers', () => {
    const link = flowSwitchHref('fr_FR', path, criteria, hash, 'gifting');
    const [target, printed] = link.split('#');
    expect(target).toBe('/fr-fr/recherche-cadeau/ville/paris');
    const kept = searchCriteriaCodec.parse(printed ?? '');
    expect(kept).toMatchObject({ priceMax: 15000, facilities: ['spa'], adults: 2, sort: 'priceQuality' });
    expect(kept.city).toBeUndefined();
    expect([kept.checkin, kept.checkout, kept.night]).toEqual([undefined, undefined, undefined]);
  });

  it('back to booking: the same criteria on the booking path', () => {
    const gifting = { flow: 'gifting' as const, city: 'paris' };
    const giftHash = searchCriteriaCodec.parse('sort=distance&priceMax=15000&lat=48.85&lng=2.35');
    const link = flowSwitchHref('nl_BE', gifting, withPathCriteria(giftHash, gifting), giftHash, 'booking');
    expect(link.split('#')[0]).toBe('/nl-be/stad/paris');
    expect(searchCriteriaCodec.parse(link.split('#')[1] ?? '')).toMatchObject({ priceMax: 15000, sort: 'distance' });
  });

  it('to activity: the plain activity search, every criterion cleared', () => {
    expect(flowSwitchHref('it_IT', path, criteria, hash, 'activity')).toBe('/it-it/attivita');
  });

  it('offers booking and gifting everywhere they apply, activity only with the feature on', () => {
    expect(switchFlowsOf('booking', true)).toEqual(['booking', 'gifting', 'activity']);
    expect(switchFlowsOf('gifting', false)).toEqual(['booking', 'gifting']);
    expect(switchFlowsOf('hotel', true)).toEqual([]);
    expect(switchFlowsOf('box', true)).toEqual([]);
  });
});

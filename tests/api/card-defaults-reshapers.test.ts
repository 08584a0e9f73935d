import { describe, expect, it } from 'vitest';
import { toActivityCard, toOfferCard } from '@/api/search/reshape';

/** Part 1 §9: "cards default 2 guests and 1 night" — applied by the reshapers the screens read. */
describe('card defaults in the search reshapers', () => {
  const offer = (extra: Record<string, unknown>) => toOfferCard({ id: 1, label: 'Stay', sellPrice: 10_000, ...extra } as Parameters<typeof toOfferCard>[0]);

  it('an offer card without guests or nights reads 2 guests and 1 night', () => {
    expect(offer({})).toMatchObject({ participants: 2, nights: 1 });
  });

  it("the answer's own figures win: participants, then the pax composition's adults", () => {
    expect(offer({ participants: 3, nights: 2 })).toMatchObject({ participants: 3, nights: 2 });
    expect(offer({ prices: { paxComposition: { adults: 4 } } })).toMatchObject({ participants: 4 });
  });

  it('an activity card without participants reads 2', () => {
    expect(toActivityCard({ id: 1, label: 'Spa', sellPrice: 5_000 }).participants).toBe(2);
  });
});

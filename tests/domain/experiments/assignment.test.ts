import fc from 'fast-check';
import { cardDisplay } from '@/domain/cards';
import {
  assignmentCookieValue,
  datesVariantOf,
  EXPERIMENT_COOKIE,
  isAutoDiscountVariation,
  needsActivation,
  printAssignment,
  readAssignment,
  type VisitorAssignment,
} from '@/domain/experiments/assignment';
import type { OfferCard } from '@/domain/model/search';

const visitor = (variations: VisitorAssignment['variations']): VisitorAssignment => ({ visitorId: '3f1c2a9e-7b6d-4c1e-9a0b-5d2e8f7c6b1a', variations });

describe('experiment assignment cookie', () => {
  it('reads back what it prints, for any visitor id and variations', () => {
    const token = fc.stringMatching(/^[A-Za-z0-9-]{1,20}$/);
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9-]{8,64}$/), fc.option(token, { nil: undefined }), fc.option(token, { nil: undefined }), (visitorId, autoDiscount, dates) => {
        const variations: VisitorAssignment['variations'] = {};
        if (autoDiscount !== undefined) variations.autoDiscount = autoDiscount;
        if (dates !== undefined) variations.dates = dates;
        expect(readAssignment(printAssignment({ visitorId, variations }))).toEqual({ visitorId, variations });
      }),
    );
  });

  it('is asked for once: a readable cookie needs no activation, a missing or unreadable one does', () => {
    const cookie = printAssignment(visitor({ autoDiscount: 'variation', dates: 'off' }));
    expect(cookie).toBe('v1.3f1c2a9e-7b6d-4c1e-9a0b-5d2e8f7c6b1a.autoDiscount~variation_dates~off');
    expect(needsActivation(readAssignment(cookie))).toBe(false);
    // The service answered nothing for this visitor: still assigned (to nothing), never asked again.
    expect(needsActivation(readAssignment('v1.3f1c2a9e-7b6d-4c1e.'))).toBe(false);
    expect(needsActivation(readAssignment(null))).toBe(true);
    for (const broken of ['v2.abcdefgh.dates~off', 'v1.short.dates~off', 'v1.abcdefgh.dates~off~x', 'v1.abcdefgh.dates~<b>', 'v1.abcdefgh', 'garbage']) {
      expect(readAssignment(broken)).toBeNull();
    }
    // An experiment the storefront does not run is ignored, the rest kept.
    expect(readAssignment('v1.abcdefgh.other~x_dates~forced')).toEqual({ visitorId: 'abcdefgh', variations: { dates: 'forced' } });
  });

  it('finds its cookie among the others', () => {
    expect(assignmentCookieValue(`_ga=GA1.1.1.2; ${EXPERIMENT_COOKIE}=v1.abcdefgh.dates~off; other=1`)).toBe('v1.abcdefgh.dates~off');
    expect(assignmentCookieValue('_ga=GA1.1.1.2')).toBeNull();
  });

  it('the dates experiment reads the same assignment: forced or suggested, anything else is off', () => {
    expect(datesVariantOf(visitor({ dates: 'forced' }))).toBe('forced');
    expect(datesVariantOf(visitor({ dates: 'suggested' }))).toBe('suggested');
    expect(datesVariantOf(visitor({ dates: 'control' }))).toBe('off');
    expect(datesVariantOf(visitor({}))).toBe('off');
    expect(datesVariantOf(null)).toBe('off');
  });
});

describe('the automatic extra discount (part 1 §6)', () => {
  const card = { itemCategory: 'weekend', price: { sellPrice: 18900, refPrice: null, promo: 0, priceType: 'FROM_PRICE' }, autoDiscount: { code: 'EXTRA5', value: 945 }, stressMessages: [], availableRooms: null, connectivity: false, channelManagerId: null, hasMoreOffers: false } as unknown as OfferCard;
  const shown = (assignment: VisitorAssignment | null, flow: 'booking' | 'gifting') =>
    cardDisplay(card, { flow, variationAssigned: isAutoDiscountVariation(assignment), fullCard: true, hasWishlistHandler: false }).autoDiscount;

  it('shows only for a visitor assigned to the variation, and never in gifting', () => {
    expect(shown(visitor({ autoDiscount: 'variation' }), 'booking')).toEqual({ code: 'EXTRA5', value: 945 });
    expect(shown(visitor({ autoDiscount: 'variation' }), 'gifting')).toBeNull();
    expect(shown(visitor({ autoDiscount: 'control' }), 'booking')).toBeNull();
    // Unassigned (no cookie yet, or the experimentation call failed): no discount.
    expect(shown(null, 'booking')).toBeNull();
    expect(shown(visitor({}), 'booking')).toBeNull();
  });
});

import { toSearchCriterias } from '@/api/search/criteria';
import { GIFT_PARTY } from '@/domain/gift/gift-party';
import { paxForFlow } from '@/domain/guests/guest-selector';
import { GIFT_BOX_PEOPLE, STAY_GIFT_PEOPLE } from '@/domain/product/gift-terms';

/** The one fixed party of gifts (part 1 §7, §9): every gift rule reads it, whatever the visitor chose. */
describe('the gift party', () => {
  it('is 2 adults, no children or babies, and cannot be changed by a caller', () => {
    expect(GIFT_PARTY).toStrictEqual({ adults: 2, children: 0, babies: 0 });
    expect(Object.isFrozen(GIFT_PARTY)).toBe(true);
  });

  it('is what a gifting search uses, whatever the guests asked', () => {
    expect(paxForFlow('gifting', { adults: 5, children: 3, babies: 1 })).toStrictEqual(GIFT_PARTY);
    expect(toSearchCriterias({ adults: 5, children: 3, babies: 1 }, 'gift')).toMatchObject({
      adult: GIFT_PARTY.adults,
      child: GIFT_PARTY.children,
      baby: GIFT_PARTY.babies,
    });
  });

  it('is the "for 2" a stay gift and a gift box promise', () => {
    expect(STAY_GIFT_PEOPLE).toBe(GIFT_PARTY.adults);
    expect(GIFT_BOX_PEOPLE).toBe(GIFT_PARTY.adults);
  });
});

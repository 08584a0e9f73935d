import type { Pax } from '../guests/pax';

/**
 * The party every gift is for, whatever the visitor chose (part 1 §9: "Gift and single-voucher
 * search assume 2 adults, no children or babies"; a gift box and a stay gift are "for 2"; part 1 §7
 * prices a redemption with adult=2, child=0, baby=0). Gift searches, the redemption calendar and
 * quote, the beneficiary checkout and the gift texts read it from here.
 */
export const GIFT_PARTY: Readonly<Pax> = Object.freeze({ adults: 2, children: 0, babies: 0 });

import type { OfferCard, PriceType, StressMessage } from '../model/search';
import type { SearchFlow } from '../search/search-flow';
import { cardPriceType, PRICE_TYPE_LABEL_KEYS } from './price-type';
import { hasPromoBadge } from './promo';
import { roomsLeftMessage, visibleStressMessages } from './stress-messages';
import { shownAutoDiscount } from './auto-discount';

/** Who looks at the card and what it was given: what decides its optional parts. */
export interface CardContext {
  flow: SearchFlow;
  /** The visitor is assigned to the automatic-discount variation of the experiment. */
  variationAssigned: boolean;
  /** The full card (with carousel); weekend and single-voucher cards have no wishlist. */
  fullCard: boolean;
  /** A wishlist handler was given to the card. */
  hasWishlistHandler: boolean;
}

export type CardCta =
  | { key: 'offerCard.cta.seeOffer'; values: Record<string, never> }
  | { key: 'offerCard.cta.seeGift'; values: Record<string, never> }
  | { key: 'offerCard.cta.channelManager'; values: { channelManagerId: string } };

/** The optional parts of an offer card, decided once (part 1 §2, §3, §6, §9). */
export interface CardDisplay {
  priceType: PriceType;
  priceLabelKey: string;
  /** Promo percent of the badge, null when none shows. */
  promo: number | null;
  /** Crossed-out reference price (cents), null when none shows. */
  refPrice: number | null;
  stressMessages: StressMessage[];
  roomsLeft: { key: 'offerCard.roomsLeft'; values: { count: number } } | null;
  autoDiscount: { code: string; value: number } | null;
  wishlist: boolean;
  cta: CardCta;
  /** 'See the other offers from this hotel'. */
  otherOffersLink: boolean;
}

/**
 * The gifting flow hides promo, refPrice and scarcity (stress and rooms-left messages); the
 * automatic extra discount shows only to a variation-assigned visitor and never in gifting; the
 * wishlist heart only on a full card with a handler, after mount (part 1 §6).
 */
export function cardDisplay(card: OfferCard, context: CardContext): CardDisplay {
  const gifting = context.flow === 'gifting';
  const priceType = cardPriceType({ stated: card.price.priceType, checkin: card.checkin, itemCategory: card.itemCategory });
  const { refPrice, sellPrice, promo } = card.price;
  return {
    priceType,
    priceLabelKey: PRICE_TYPE_LABEL_KEYS[priceType],
    promo: !gifting && hasPromoBadge(promo) ? promo : null,
    refPrice: !gifting && refPrice !== null && refPrice > sellPrice ? refPrice : null,
    stressMessages: gifting ? [] : visibleStressMessages(card.stressMessages),
    roomsLeft: gifting ? null : roomsLeftMessage(card.availableRooms),
    autoDiscount: shownAutoDiscount(card.autoDiscount, { gifting, variationAssigned: context.variationAssigned }),
    /** The heart is offered; the view draws it only once mounted (never in the server HTML). */
    wishlist: context.fullCard && context.hasWishlistHandler,
    cta: cardCta(card, context.flow),
    otherOffersLink: card.hasMoreOffers && card.hotel !== null,
  };
}

/** See offer; See gift in the gifting flow; the channel manager's label for a connectivity offer. */
export function cardCta(card: Pick<OfferCard, 'connectivity' | 'channelManagerId'>, flow: SearchFlow): CardCta {
  if (flow === 'gifting') return { key: 'offerCard.cta.seeGift', values: {} };
  if (card.connectivity && card.channelManagerId) return { key: 'offerCard.cta.channelManager', values: { channelManagerId: card.channelManagerId } };
  return { key: 'offerCard.cta.seeOffer', values: {} };
}

/** A card opens in a new tab on ctrl, shift, meta or middle click (part 1 §2). */
export function opensInNewTab(event: { ctrlKey: boolean; shiftKey: boolean; metaKey: boolean; button: number }): boolean {
  const MIDDLE_BUTTON = 1;
  return event.ctrlKey || event.shiftKey || event.metaKey || event.button === MIDDLE_BUTTON;
}

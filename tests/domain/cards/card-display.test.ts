import type { OfferCard, StressMessage } from '@/domain/model/search';
import { cardCta, cardDisplay, cardPriceType, opensInNewTab, PRICE_TYPE_LABEL_KEYS, type CardContext } from '@/domain/cards';

const stress = (message: string): StressMessage => ({ message, color: 'scarcity', icon: null, emoji: null });

const card = (overrides: Partial<OfferCard> = {}): OfferCard => ({
  id: 1,
  label: 'Spa weekend',
  uri: 'hotel-1',
  imageUrl: null,
  images: [],
  hotel: { id: 9, label: 'Hotel', stars: 4, uri: 'hotel', location: { label: 'Lyon', lat: 1, lng: 2, address: null, zipCode: null }, review: { count: 10, average: 8.6 } },
  checkin: null,
  nights: 1,
  participants: 2,
  price: { sellPrice: 20_000, refPrice: 25_000, promo: 20, priceType: 'FROM_PRICE' },
  availableRooms: 2,
  expiration: null,
  lastMinute: false,
  headwords: [],
  marketingLabels: [],
  distanceKm: null,
  cancellation: null,
  connectivity: false,
  channelManagerId: null,
  dataFlowMode: null,
  itemCategory: 'weekend',
  targetedLabel: null,
  hasMoreOffers: true,
  autoDiscount: { code: 'EXTRA5', value: 1000 },
  stressMessages: [stress('a'), stress('b'), stress('c')],
  ...overrides,
});

const context = (overrides: Partial<CardContext> = {}): CardContext => ({
  flow: 'booking',
  variationAssigned: true,
  fullCard: true,
  hasWishlistHandler: true,
  ...overrides,
});

describe('price type', () => {
  it('final with a check-in, or for a single voucher or an activity; from otherwise', () => {
    expect(cardPriceType({ checkin: null, itemCategory: 'weekend' })).toBe('FROM_PRICE');
    expect(cardPriceType({ checkin: '2026-04-10', itemCategory: 'weekend' })).toBe('FINAL_PRICE');
    expect(cardPriceType({ checkin: null, itemCategory: 'single_voucher' })).toBe('FINAL_PRICE');
    expect(cardPriceType({ checkin: null, itemCategory: 'activity' })).toBe('FINAL_PRICE');
    expect(cardPriceType({ stated: 'FINAL_PRICE', checkin: null, itemCategory: 'weekend' })).toBe('FROM_PRICE');
  });

  it('gift and beneficiary prices keep the type the answer states', () => {
    expect(cardPriceType({ stated: 'GIFT', checkin: null, itemCategory: 'single_voucher' })).toBe('GIFT');
    expect(cardPriceType({ stated: 'BENEFICIARY', checkin: '2026-04-10', itemCategory: 'weekend' })).toBe('BENEFICIARY');
    expect(Object.keys(PRICE_TYPE_LABEL_KEYS).sort()).toEqual(['BENEFICIARY', 'FINAL_PRICE', 'FROM_PRICE', 'GIFT']);
  });
});

describe('what a card shows', () => {
  it('in booking: promo, refPrice, at most 2 stress messages, rooms left, discount, wishlist', () => {
    const display = cardDisplay(card(), context());
    expect(display).toMatchObject({
      priceType: 'FROM_PRICE',
      priceLabelKey: 'offerCard.price.from',
      promo: 20,
      refPrice: 25_000,
      roomsLeft: { key: 'offerCard.roomsLeft', values: { count: 2 } },
      autoDiscount: { code: 'EXTRA5', value: 1000 },
      wishlist: true,
      cta: { key: 'offerCard.cta.seeOffer', values: {} },
      otherOffersLink: true,
    });
    expect(display.stressMessages.map((message) => message.message)).toEqual(['a', 'b']);
  });

  it('gifting hides promo, refPrice and scarcity, and never shows the automatic discount', () => {
    const display = cardDisplay(card({ itemCategory: 'single_voucher', price: { sellPrice: 20_000, refPrice: 25_000, promo: 20, priceType: 'GIFT' } }), context({ flow: 'gifting' }));
    expect(display).toMatchObject({ promo: null, refPrice: null, stressMessages: [], roomsLeft: null, autoDiscount: null, priceType: 'GIFT' });
    expect(display.cta.key).toBe('offerCard.cta.seeGift');
  });

  it('the automatic extra discount needs a variation-assigned visitor', () => {
    expect(cardDisplay(card(), context({ variationAssigned: false })).autoDiscount).toBeNull();
    expect(cardDisplay(card({ autoDiscount: null }), context()).autoDiscount).toBeNull();
  });

  it('the wishlist heart needs a full card and a handler', () => {
    expect(cardDisplay(card(), context()).wishlist).toBe(true);
    expect(cardDisplay(card(), context({ hasWishlistHandler: false })).wishlist).toBe(false);
    expect(cardDisplay(card(), context({ fullCard: false })).wishlist).toBe(false);
  });

  it('no promo badge at 0 and no refPrice when it is not above the price', () => {
    const display = cardDisplay(card({ price: { sellPrice: 20_000, refPrice: 20_000, promo: 0, priceType: 'FROM_PRICE' } }), context());
    expect(display.promo).toBeNull();
    expect(display.refPrice).toBeNull();
  });

  it('the other-offers link needs more offers and a hotel', () => {
    expect(cardDisplay(card({ hasMoreOffers: false }), context()).otherOffersLink).toBe(false);
    expect(cardDisplay(card({ hotel: null }), context()).otherOffersLink).toBe(false);
  });

  it('connectivity offers show the channel-manager label outside gifting', () => {
    expect(cardCta({ connectivity: true, channelManagerId: 'siteminder' }, 'booking')).toEqual({ key: 'offerCard.cta.channelManager', values: { channelManagerId: 'siteminder' } });
    expect(cardCta({ connectivity: true, channelManagerId: null }, 'booking').key).toBe('offerCard.cta.seeOffer');
    expect(cardCta({ connectivity: true, channelManagerId: 'siteminder' }, 'gifting').key).toBe('offerCard.cta.seeGift');
  });

  it('ctrl, shift, meta or middle click opens a new tab', () => {
    const plain = { ctrlKey: false, shiftKey: false, metaKey: false, button: 0 };
    expect(opensInNewTab(plain)).toBe(false);
    expect(opensInNewTab({ ...plain, ctrlKey: true })).toBe(true);
    expect(opensInNewTab({ ...plain, shiftKey: true })).toBe(true);
    expect(opensInNewTab({ ...plain, metaKey: true })).toBe(true);
    expect(opensInNewTab({ ...plain, button: 1 })).toBe(true);
    expect(opensInNewTab({ ...plain, button: 2 })).toBe(false);
  });
});

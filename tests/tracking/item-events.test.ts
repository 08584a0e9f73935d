import { CLEAR_ECOMMERCE, euros, selectItemEvent, trackedItems, TRACKING_CURRENCY, TRACKING_STAY, viewItemListEvent } from '@/tracking/item-events';
import { listedItemOf } from '@/tracking/result-items';
import type { ActivityCard, OfferCard } from '@/domain/model/search';

describe('list tracking payloads (part 2 §7, §9)', () => {
  const items = [
    { id: 101, name: 'Hôtel du Parc', priceCents: 18950, category: 'weekend' },
    { id: 102, name: 'Villa Mare', priceCents: 12300, category: 'single_voucher' },
  ];

  it('prices in euros to the cent, currency EUR, the default stay 2 adults, 0 kids, 0 babies, 1 night', () => {
    expect(euros(18950)).toBe(189.5);
    expect(euros(1)).toBe(0.01);
    expect(TRACKING_CURRENCY).toBe('EUR');
    expect(TRACKING_STAY).toEqual({ adults: 2, kids: 0, babies: 0, nights: 1 });
    const event = viewItemListEvent(trackedItems(items, { name: 'search-booking', firstIndex: 12 }), 'search-booking');
    expect(event).toEqual({
      event: 'view_item_list',
      ecommerce: {
        currency: 'EUR',
        item_list_name: 'search-booking',
        adults: 2,
        kids: 0,
        babies: 0,
        nights: 1,
        items: [
          { item_id: '101', item_name: 'Hôtel du Parc', price: 189.5, index: 12, item_category: 'weekend', item_list_name: 'search-booking', quantity: 1 },
          { item_id: '102', item_name: 'Villa Mare', price: 123, index: 13, item_category: 'single_voucher', item_list_name: 'search-booking', quantity: 1 },
        ],
      },
    });
  });

  it('select_item carries the one clicked item with the same defaults', () => {
    const [first] = trackedItems(items, { name: 'search-gifting', firstIndex: 0 });
    expect(selectItemEvent(first!)).toEqual({
      event: 'select_item',
      ecommerce: { currency: 'EUR', item_list_name: 'search-gifting', adults: 2, kids: 0, babies: 0, nights: 1, items: [first] },
    });
    expect(CLEAR_ECOMMERCE).toEqual({ ecommerce: null });
  });

  it('a result is tracked under its hotel name and the price it shows', () => {
    const offer = { id: 7, label: 'Weekend spa', hotel: { label: 'Hôtel du Parc' }, price: { sellPrice: 25900 }, itemCategory: 'weekend' } as unknown as OfferCard;
    expect(listedItemOf({ kind: 'offer', card: offer })).toEqual({ id: 7, name: 'Hôtel du Parc', priceCents: 25900, category: 'weekend' });
    const activity = { id: 9, label: 'Kayak', sellPrice: 4500 } as unknown as ActivityCard;
    expect(listedItemOf({ kind: 'activity', card: activity })).toEqual({ id: 9, name: 'Kayak', priceCents: 4500, category: 'activity' });
  });
});

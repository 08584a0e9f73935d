import { resolve } from '@/routing/resolve';
import { stayHref } from '@/routing/stay-href';
import { hotelHashCodec } from '@/state/hash/hotel-hash-codec';

const stay = { checkin: '2026-12-19', checkout: '2026-12-21', night: 2, adults: 1, children: 0, babies: 0 };
const segments = (url: string) => url.split(/[#?]/)[0]!.split('/').filter(Boolean);

describe('stayHref: links to a hotel or product page hand on the stay (issue 22 item 6; part 1 §2)', () => {
  it('a hotel link carries checkin, checkout, night and the guests, in the hotel hash codec’s order', () => {
    const url = stayHref('fr_FR', { hotel: 1028 }, stay);
    expect(url).toBe('/fr-fr/hotel/1028#checkin=2026-12-19&checkout=2026-12-21&night=2&a=1');
    expect(resolve(segments(url))).toMatchObject({ screen: 'hotel', locale: 'fr_FR' });
  });

  it('what the hotel page reads back from the link is the stay it was given', () => {
    const full = { checkin: '2026-12-19', checkout: '2026-12-22', night: 3, adults: 3, children: 2, babies: 1 };
    const hash = stayHref('nl_BE', { hotel: 'hotel-du-louvre-1042' }, full).split('#')[1]!;
    expect(hotelHashCodec.parse(hash)).toMatchObject(full);
  });

  it('a product link carries the same hash after the product path', () => {
    expect(stayHref('it_IT', { product: { id: 90001, uri: 'hotel-du-louvre-1042-5012' } }, stay)).toBe(
      '/it-it/soggiorno/5012/hotel-du-louvre-1042-5012#checkin=2026-12-19&checkout=2026-12-21&night=2&a=1',
    );
  });

  it('takes only the stay’s fields from whole search criteria', () => {
    const criteria = { ...stay, sort: 'price', city: 'paris', page: 3 };
    expect(stayHref('fr_FR', { hotel: 7 }, criteria)).toBe('/fr-fr/hotel/7#checkin=2026-12-19&checkout=2026-12-21&night=2&a=1');
  });

  it('no stay, or only defaults: the plain path', () => {
    expect(stayHref('fr_FR', { hotel: 7 }, null)).toBe('/fr-fr/hotel/7');
    expect(stayHref('fr_FR', { product: { id: 5012 } }, { adults: 2, children: 0, babies: 0 })).toBe('/fr-fr/sejour/5012');
  });

  it('the booking flows carry the stay; the gifting flow carries no hash and names its flow on a product', () => {
    for (const flow of ['booking', 'hotel', 'activity', 'beneficiary'] as const) expect(stayHref('fr_FR', { hotel: 7 }, stay, { flow })).toContain('#checkin=2026-12-19&checkout=2026-12-21');
    expect(stayHref('fr_FR', { product: { id: 5012 } }, stay, { flow: 'gifting' })).toBe('/fr-fr/sejour/5012?flow=gifting');
    expect(stayHref('fr_FR', { hotel: 7 }, stay, { flow: 'gifting' })).toBe('/fr-fr/hotel/7');
  });
});

import { toBoxList } from '@/api/box/reshape';
import type { BoxListItem } from '@/domain/model/box';
import { boxCardView } from '@/screens/boxes/card-view';

/** Part 2 §3 box list item → the listing's card: lines, price with reference and promo, picture, link. */
const wire = {
  boxes: [
    {
      code: 'SPA-DUO-EBOX',
      title: 'Spa en duo',
      includedContent: '1 nuit pour 2\n\n  Petit-déjeuner  \r\nAccès au spa\n',
      price: { sellPrice: 7990, referencePrice: 9990 },
      images: { main: 'https://img.example/spa-960.svg', mainBySize: { '640_360': 'https://img.example/spa-640.svg' } },
      slug: 'spa-en-duo',
    },
    {
      code: 'CITY-BREAK-EBOX',
      title: 'City break',
      includedContent: '2 nuits pour 2',
      price: { sellPrice: 14990, referencePrice: 14990 },
      images: { main: 'https://img.example/city-960.svg' },
      slug: 'city-break',
    },
  ],
};

describe('box list item', () => {
  it('splits the included content into trimmed non-empty lines and computes the promo', () => {
    const [spa, city] = toBoxList(wire);
    expect(spa?.includedContent).toEqual(['1 nuit pour 2', 'Petit-déjeuner', 'Accès au spa']);
    expect(spa?.promo).toBe(20); // (9990 - 7990) / 9990 = 20.02 % → 20
    expect(city?.promo).toBe(0);
  });
});

describe('box card view', () => {
  const [spa, city] = toBoxList(wire) as [BoxListItem, BoxListItem];

  it('links to /{localised box route}/p/{slug}/{code} and shows the 640×360 picture', () => {
    expect(boxCardView(spa, 'fr_FR')).toEqual({
      code: 'SPA-DUO-EBOX',
      title: 'Spa en duo',
      lines: ['1 nuit pour 2', 'Petit-déjeuner', 'Accès au spa'],
      price: { sellPrice: 7990, referencePrice: 9990, promo: 20 },
      imageUrl: 'https://img.example/spa-640.svg',
      href: '/fr-fr/coffret-cadeau/p/spa-en-duo/SPA-DUO-EBOX',
    });
    expect(boxCardView(spa, 'it_IT')?.href).toBe('/it-it/cofanetto-regalo/p/spa-en-duo/SPA-DUO-EBOX');
  });

  it('strikes no reference price and shows no badge without a discount; falls back to the main picture', () => {
    expect(boxCardView(city, 'es_ES')).toMatchObject({ price: { sellPrice: 14990, referencePrice: null, promo: 0 }, imageUrl: 'https://img.example/city-960.svg' });
    expect(boxCardView({ ...city, images: { main: null, mainBySize: {} } }, 'es_ES')?.imageUrl).toBeNull();
  });

  it('rounds the promo percent (part 2 §9) and ignores a reference price below the sell price', () => {
    expect(boxCardView({ ...city, sellPrice: 8490, referencePrice: 9990 }, 'nl_NL')?.price).toEqual({ sellPrice: 8490, referencePrice: 9990, promo: 15 });
    expect(boxCardView({ ...city, sellPrice: 9990, referencePrice: 8990 }, 'nl_NL')?.price).toEqual({ sellPrice: 9990, referencePrice: null, promo: 0 });
  });

  it('gives no card to a box whose slug or code could not address a page', () => {
    expect(boxCardView({ ...spa, slug: 'Not A Slug!' }, 'fr_FR')).toBeNull();
    expect(boxCardView({ ...spa, slug: '' }, 'fr_FR')).toBeNull();
    expect(boxCardView({ ...spa, code: 'bad code/..' }, 'fr_FR')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { BoxDetail } from '@/domain/model/box';
import { boxIndexable, metadata } from '@/screens/box/metadata';
import type { BoxData } from '@/screens/box/load';
import type { ScreenContext } from '@/screens/screen-module';
import { href } from '@/routing/href';
import { boxStayHref, boxStayCard } from '@/screens/box/stay-link';
import { boxProductData } from '@/crawlers/structured-data';

const box = {
  code: 'SPA-DUO-PBOX',
  title: 'Spa en duo',
  description: 'Un moment <à deux>.',
  includedContent: ['1 nuit', 'Petit-déjeuner'],
  value: 19900,
  referencePrice: 19900,
  sellPrice: 15990,
  promo: 20,
  subthemas: [],
  images: { main: null, mainBySize: {} },
  gallery: [{ url: 'https://img.test/1.jpg', sizes: {}, alt: 'Spa', legend: null }],
  slug: 'spa-en-duo',
  format: 'PHYSICAL',
  digitalCode: 'SPA-DUO-EBOX',
  physicalCode: 'SPA-DUO-PBOX',
  pageModel: { pageTitle: 'Coffret Spa en duo', metaDescription: 'Offrez un spa.', metaRobots: 'noindex, follow' },
} satisfies BoxDetail;

const data = (detail: BoxDetail): BoxData => ({
  kind: 'box',
  box: { ...detail, sellPrice: 15990 },
  digitalCode: 'SPA-DUO-EBOX',
  physicalCode: 'SPA-DUO-PBOX',
  physical: { kind: 'available' },
  physicalFee: { kind: 'free' },
  firstStays: null,
  mapTileUrl: '',
  equivalents: {},
});
const context = { siteUrl: 'https://www.escapade.test' } as ScreenContext;
const route = (code: string) => ({ screen: 'box' as const, locale: 'fr_FR' as const, params: { slug: 'spa-en-duo', code } });

describe('box page metadata (part 2 §2)', () => {
  it('physical-format pages carry noindex, follow; the digital page is indexed unless its page model says otherwise', () => {
    expect(boxIndexable(box)).toBe(false);
    expect(boxIndexable({ ...box, code: 'SPA-DUO-EBOX', format: 'DIGITAL', pageModel: { ...box.pageModel, metaRobots: 'index, follow' } })).toBe(true);
    expect(boxIndexable({ ...box, code: 'SPA-DUO-EBOX', format: 'DIGITAL', pageModel: { ...box.pageModel, metaRobots: 'noindex' } })).toBe(false);
    expect(boxIndexable({ ...box, format: null, pageModel: null })).toBe(false);
  });

  it('title and description from the page model; the canonical is the digital code page; physical is not indexed', () => {
    const meta = metadata(route('SPA-DUO-PBOX'), data(box), context);
    expect(meta.title).toBe('Coffret Spa en duo');
    expect(meta.description).toBe('Offrez un spa.');
    expect(meta.robots).toEqual({ index: false, follow: true });
    expect(String(meta.alternates?.canonical)).toMatch(/\/p\/spa-en-duo\/SPA-DUO-EBOX$/);
    const digital = metadata(route('SPA-DUO-EBOX'), data({ ...box, code: 'SPA-DUO-EBOX', format: 'DIGITAL', pageModel: null }), context);
    expect(digital.robots).toBeUndefined();
    expect(digital.title).toBe('Spa en duo');
    expect(String(digital.description)).toContain('Spa en duo');
  });

  it('the failure page is not indexed and says Oops', () => {
    const meta = metadata(route('SPA-DUO-EBOX'), { kind: 'unavailable' }, context);
    expect(meta.robots).toEqual({ index: false, follow: true });
    expect(String(meta.title)).toMatch(/^Oups/);
  });
});

describe('box page links and structured data', () => {
  it('a stay links to its product page in box mode with the digital code (contract 3)', () => {
    expect(boxStayHref('fr_FR', { id: 1042, uri: 'hotel-du-lac-1042' }, 'SPA-DUO-EBOX')).toBe(`${href.product('fr_FR', 1042, 'hotel-du-lac-1042')}?box=SPA-DUO-EBOX`);
    expect(boxStayHref('es_ES', { id: 7 }, 'SPA-DUO-EBOX')).toBe(`${href.product('es_ES', 7)}?box=SPA-DUO-EBOX`);
    const card = boxStayCard(
      'fr_FR',
      {
        id: 7,
        label: 'Nuit et spa',
        uri: null,
        imageUrl: 'https://img.test/s.jpg',
        images: [],
        hotel: { id: 1, label: 'Hôtel du Lac', stars: 4, uri: null, location: { label: 'Annecy', lat: 45.9, lng: 6.1, address: null, zipCode: null }, review: null },
        lat: 45.9,
        lng: 6.1,
      },
      'SPA-DUO-EBOX',
    );
    expect(card).toMatchObject({ id: 7, label: 'Nuit et spa', hotel: 'Hôtel du Lac', place: 'Annecy', imageUrl: 'https://img.test/s.jpg', imageAlt: 'Nuit et spa' });
  });

  it('Product JSON-LD: our name, pictures, code and the offer in euros', () => {
    const json = boxProductData({ box, sellPrice: 15990, code: 'SPA-DUO-EBOX', url: 'https://www.escapade.test/fr/x', siteUrl: 'https://www.escapade.test' });
    expect(json).toMatchObject({
      '@type': 'Product',
      name: 'Spa en duo',
      sku: 'SPA-DUO-EBOX',
      image: ['https://img.test/1.jpg'],
      offers: { '@type': 'Offer', price: '159.90', priceCurrency: 'EUR' },
    });
    expect(json).not.toHaveProperty('aggregateRating');
  });
});

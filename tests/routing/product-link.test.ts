import { SEARCH_FLOWS } from '@/domain/search/search-flow';
import { productLink, productLinkCarriesStay, productOf } from '@/routing/product-link';
import { resolve } from '@/routing/resolve';

const segments = (url: string) => url.split('#')[0]!.split('/').filter(Boolean);

describe('links to a stay product (part 1 §2)', () => {
  it('lead to the package the uri names ("{hotel uri}-{package id}"), else to the item itself', () => {
    expect(productOf({ id: 90001, uri: 'hotel-du-louvre-1042-5012' })).toEqual({ id: 5012, slug: 'hotel-du-louvre-1042-5012' });
    expect(productOf({ id: 5012, uri: null })).toEqual({ id: 5012, slug: undefined });
    expect(productOf({ id: 5012, uri: 'Not a slug' })).toEqual({ id: 5012, slug: undefined });
  });

  it('are the product route of the site, which resolves back to the product', () => {
    const url = productLink('it_IT', { id: 90001, uri: 'hotel-du-louvre-1042-5012' });
    expect(url).toBe('/it-it/soggiorno/5012/hotel-du-louvre-1042-5012');
    expect(resolve(segments(url))).toMatchObject({ screen: 'product', locale: 'it_IT', params: { id: 5012, slug: 'hotel-du-louvre-1042-5012' } });
  });

  it('put a given hash after the path, and nothing for an empty one', () => {
    expect(productLink('fr_FR', { id: 5012 }, 'checkin=2026-12-04&a=3')).toBe('/fr-fr/sejour/5012#checkin=2026-12-04&a=3');
    expect(productLink('fr_FR', { id: 5012 }, '')).toBe('/fr-fr/sejour/5012');
  });

  it('say ?flow=gifting for a gift stay, which still resolves to the product', () => {
    const url = productLink('nl_BE', { id: 90001, uri: 'hotel-du-louvre-1042-5012' }, '', { flow: 'gifting' });
    expect(url).toBe('/nl-be/verblijf/5012/hotel-du-louvre-1042-5012?flow=gifting');
    expect(resolve(segments(url.split('?')[0]!))).toMatchObject({ screen: 'product', params: { id: 5012 } });
    expect(productLink('fr_FR', { id: 5012 })).not.toContain('?');
  });

  it('carry the stay in every flow but gifting', () => {
    expect(SEARCH_FLOWS.filter((flow) => !productLinkCarriesStay(flow))).toStrictEqual(['gifting']);
  });
});

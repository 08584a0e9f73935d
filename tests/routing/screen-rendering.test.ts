import { resolve, href } from '@/routing';
import { treeOf, variantQueryOf } from '@/routing/screen-rendering';

const routeOf = (path: string) => {
  const route = resolve(path.split('?')[0]!.split('/').filter((segment) => segment !== ''));
  if (!route) throw new Error(`no route for ${path}`);
  return route;
};
const query = (text: string) => new URLSearchParams(text);

describe('where a page renders', () => {
  it('catalogue pages are cached, pages with a visitor’s own data are personal', () => {
    expect(treeOf(routeOf(href.home('fr_FR')), query(''))).toBe('cached');
    expect(treeOf(routeOf(href.search('fr_FR')), query(''))).toBe('cached');
    expect(treeOf(routeOf(href.contact('fr_FR')), query(''))).toBe('personal');
    expect(treeOf(routeOf(href.bookingLookup('fr_FR')), query(''))).toBe('personal');
    expect(treeOf(routeOf('/'), query(''))).toBe('personal');
  });

  it('a redemption reads the visitor’s voucher: personal, even on a catalogue screen', () => {
    const product = routeOf('/fr-fr/sejour/100725/chateau-les-glycines-1217-100725');
    expect(treeOf(product, query(''))).toBe('cached');
    expect(treeOf(product, query('flow=beneficiary'))).toBe('personal');
    expect(treeOf(product, query('flow=gifting'))).toBe('cached');
  });

  it('a cached page’s variant is its own keys with values it takes, nothing else', () => {
    const product = routeOf('/fr-fr/sejour/100725/chateau-les-glycines-1217-100725');
    expect(variantQueryOf(product, query('flow=gifting&box=FAMILY-FUN-EBOX&utm_source=x&checkin=2030-01-01'))).toEqual({ flow: 'gifting', box: 'FAMILY-FUN-EBOX' });
    expect(variantQueryOf(product, query('flow=anything&box=<b>&minisite=unknown-partner'))).toEqual({});
    expect(variantQueryOf(routeOf(href.home('fr_FR')), query('flow=gifting&box=FAMILY-FUN-EBOX'))).toEqual({ flow: 'gifting' });
    expect(variantQueryOf(routeOf(href.search('fr_FR')), query('flow=gifting'))).toEqual({});
  });
});

import { fetchHomepage } from '@/api/cms';
import type { ResolvedBlock } from '@/components/blocks';
import { resolve } from '@/routing';
import { load } from '@/screens/home/load';
import { metadata } from '@/screens/home/metadata';
import { addFaultRule, parseFault } from '../../mocks/faults';
import { homeRoute, screenContext, TEST_NOW } from './context';

const fault = (path: string, contains?: string) => addFaultRule({ path, contains, fault: parseFault('503')! });
const typesOf = (blocks: ResolvedBlock[]) => blocks.map((block) => block.type);
const pathSegments = (path: string) => path.split(/[?#]/)[0]!.split('/').filter(Boolean);

async function cmsFlow(locale: 'fr_FR', flow: 'booking' | 'gifting') {
  const homepage = await fetchHomepage(locale);
  if (!homepage.ok) throw new Error('homepage call failed');
  return homepage.data[flow]!;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('home load (CMS per flow, part 2 §2)', () => {
  it('gives the booking flow with its SEO data, promo bar, header, jumbotron and every block', async () => {
    const cms = await cmsFlow('fr_FR', 'booking');
    const data = await load(homeRoute('fr_FR'), screenContext('fr_FR'));
    expect(data.source).toBe('cms');
    expect(data.flow).toBe('booking');
    expect(data.seo).toEqual({ title: cms.seo.title, description: cms.seo.description });
    expect(data.promoBar).toMatchObject({ page: 'home', flow: 'booking', internalCode: 'PB-FR-HOME-BOOKING' });
    expect(data.header?.links.length).toBeGreaterThan(0);
    expect(data.jumbotron?.title).toBe(cms.jumbotron?.title);
    // The CMS's booking flow carries every block type; its flash-sale jumbotron has ended (hidden).
    expect(new Set(cms.blocks.map((block) => block.type)).size).toBe(10);
    expect(typesOf(data.blocks)).toEqual(cms.blocks.filter((block) => block.type !== 'jumbotron').map((block) => block.type));
  });

  it('loads the real stays of a top-results block, 3 by default, each linking to its product page', async () => {
    const data = await load(homeRoute('fr_FR'), screenContext('fr_FR'));
    const block = data.blocks.find((item) => item.type === 'topSearchResults');
    if (block?.type !== 'topSearchResults') throw new Error('no top results block');
    expect(block.searchParams.resultsCount).toBe(3);
    expect(block.results).toHaveLength(3);
    for (const result of block.results) {
      expect(resolve(pathSegments(result.href))).toMatchObject({ screen: 'product', locale: 'fr_FR', params: { id: result.id } });
      expect(result.priceCents).toBeGreaterThan(0);
      expect(result.priceKind).toBe('from');
    }
  });

  it('loads the boxes a box-codes block names, linking to their detail pages', async () => {
    const cms = await cmsFlow('fr_FR', 'booking');
    const codes = cms.blocks.find((item) => item.type === 'boxCodes');
    const data = await load(homeRoute('fr_FR'), screenContext('fr_FR'));
    const block = data.blocks.find((item) => item.type === 'boxCodes');
    if (block?.type !== 'boxCodes' || codes?.type !== 'boxCodes') throw new Error('no box codes block');
    expect(block.boxes.map((box) => box.code)).toEqual(codes.codes);
    for (const box of block.boxes) expect(resolve(pathSegments(box.href))).toMatchObject({ screen: 'box', params: { code: box.code } });
  });

  it('gives the gifting flow with flow=gifting, its open countdown jumbotron, its promo bar and its own banner', async () => {
    const data = await load(homeRoute('fr_FR'), screenContext('fr_FR', { flow: 'gifting' }));
    const cms = await cmsFlow('fr_FR', 'gifting');
    expect(data.flow).toBe('gifting');
    expect(data.seo?.title).toBe(cms.seo.title);
    expect(data.jumbotron?.countDown).not.toBeNull();
    expect(data.jumbotron?.title).toBe(cms.jumbotron?.title);
    expect(data.promoBar).toMatchObject({ page: 'home', flow: 'gifting' });
    // The homepage call's own banner (the gift card), not the gateway's home banner (last-minute gifts).
    expect(data.announcementBanner?.title).toBe('La carte cadeau');
  });

  it('hides a jumbotron whose countdown is outside its window (part 2 §4)', async () => {
    const later = new Date(TEST_NOW.getTime() + 30 * 86_400_000);
    const data = await load(homeRoute('fr_FR'), screenContext('fr_FR', { flow: 'gifting' }, later));
    expect(data.source).toBe('cms');
    expect(data.jumbotron).toBeNull();
  });

  it('uses the homepage’s own promo bar when the promo bars call fails', async () => {
    fault('/api/cms/promoBars');
    const cms = await cmsFlow('fr_FR', 'booking');
    const data = await load(homeRoute('fr_FR'), screenContext('fr_FR'));
    expect(data.promoBar).toEqual(cms.promoBar);
  });

  it('drops a top-results block whose search fails, and keeps the rest', async () => {
    fault('/search.json');
    const data = await load(homeRoute('fr_FR'), screenContext('fr_FR'));
    expect(data.source).toBe('cms');
    expect(typesOf(data.blocks)).not.toContain('topSearchResults');
    expect(typesOf(data.blocks)).toContain('article');
  });

  it('falls back to a default home with real stays when the homepage call fails', async () => {
    fault('/api/cms/homepage', 'locale=es_ES');
    const data = await load(homeRoute('es_ES'), screenContext('es_ES'));
    // No homepage: the gateway's banner shows (undefined), the promo bar still comes from the promo bars call.
    expect(data).toMatchObject({ source: 'default', seo: null, jumbotron: null, header: null, footer: null, announcementBanner: undefined });
    expect(data.promoBar).toMatchObject({ page: 'home', flow: 'booking', internalCode: 'PB-ES-HOME-BOOKING' });
    expect(typesOf(data.blocks)).toEqual(['topSearchResults']);
    const [block] = data.blocks;
    if (block?.type !== 'topSearchResults') throw new Error('no top results');
    expect(block.title).toBe('Nuestras escapadas más populares');
    expect(block.results).toHaveLength(6);
  });

  it('still renders when both the CMS and the search fail', async () => {
    fault('/api/cms/homepage');
    fault('/search.json');
    const data = await load(homeRoute('it_IT'), screenContext('it_IT'));
    expect(data.source).toBe('default');
    expect(data.blocks).toEqual([]);
  });
});

describe('home metadata', () => {
  it('takes title and description from the CMS, without the brand suffix', async () => {
    const cms = await cmsFlow('fr_FR', 'booking');
    const data = await load(homeRoute('fr_FR'), screenContext('fr_FR'));
    const meta = metadata(homeRoute('fr_FR'), data, screenContext('fr_FR'));
    expect(meta.title).toEqual({ absolute: cms.seo.title });
    expect(meta.description).toBe(cms.seo.description);
    // The Stays page keeps the default canonical and hreflang (added by the page).
    expect(meta.alternates).toBeUndefined();
  });

  it('gives the Gifts page its own canonical and hreflang set', async () => {
    const data = await load(homeRoute('nl_BE'), screenContext('nl_BE', { flow: 'gifting' }));
    const meta = metadata(homeRoute('nl_BE'), data, screenContext('nl_BE', { flow: 'gifting' }));
    expect(meta.alternates?.canonical).toBe('https://www.escapade.example/nl-be?flow=gifting');
    expect(meta.alternates?.languages).toMatchObject({
      'fr-FR': 'https://www.escapade.example/fr-fr?flow=gifting',
      'it-IT': 'https://www.escapade.example/it-it?flow=gifting',
      'x-default': 'https://www.escapade.example/',
    });
  });

  it('has translated defaults for the default home', async () => {
    fault('/api/cms/homepage');
    const data = await load(homeRoute('it_IT'), screenContext('it_IT'));
    const meta = metadata(homeRoute('it_IT'), data, screenContext('it_IT'));
    expect(meta.title).toBe('Weekend con attività');
  });
});

import { http, HttpResponse } from 'msw';
import { simulator } from '../setup/simulator';
import { BOX_RANKING } from '@/domain/box-listing';
import { load } from '@/screens/boxes/load';

/** The listing's loader against the in-process simulator (which answers by code, physical versions included). */
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const route = (locale: 'es_ES' | 'it_IT' | 'fr_FR') => ({ screen: 'boxes', locale, params: {} }) as const;

describe('box listing load', () => {
  it('gives the digital boxes in the country ranking and the landing sections of es_ES', async () => {
    const data = await load(route('es_ES'));
    if (data.kind !== 'ok') throw new Error('expected the listing');
    const codes = data.cards.map((card) => card.code);
    expect(codes.slice(0, 12)).toEqual(BOX_RANKING.ES);
    expect(codes.every((code) => code.endsWith('EBOX'))).toBe(true);
    expect(data.cards[0]?.href).toMatch(/^\/es-es\/caja-regalo\/p\/[a-z0-9-]+\/[A-Z-]+-EBOX$/);
    expect(data.landingSections.map((section) => section.kind)).toEqual(['occasion', 'recipient', 'theme']);
    for (const section of data.landingSections) for (const landing of section.landings) expect(landing.href).toMatch(/^\/es-es\/inspiracion\/[a-z0-9-]+$/);
  });

  it('has no landing sections in it_IT', async () => {
    const data = await load(route('it_IT'));
    expect(data.kind === 'ok' && data.cards.length > 0 && data.landingSections.length === 0).toBe(true);
  });

  it('fails when the boxes search fails; a failing landings call only hides the sections', async () => {
    simulator.use(http.get('*/cms/api/cms/landings', () => HttpResponse.json({ error: 'down' }, { status: 500 })));
    const withoutLandings = await load(route('fr_FR'));
    expect(withoutLandings.kind === 'ok' && withoutLandings.cards.length > 0 && withoutLandings.landingSections.length === 0).toBe(true);
    simulator.use(http.get('*/gateway/boxes/search', () => HttpResponse.json({ error: 'down' }, { status: 503 })));
    expect(await load(route('fr_FR'))).toEqual({ kind: 'failed' });
  });
});

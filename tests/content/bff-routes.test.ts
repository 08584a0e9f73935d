import { GET as otherOffers } from '../../app/api/hotel-other-offers/route';
import { POST as clientLog } from '../../app/api/client-log/route';
import { GET as landingResults } from '../../app/api/landing-results/route';
import { SIMULATOR_ORIGIN } from '../setup/env';

/** The content screens' BFF routes, against the in-process simulator. */
const records = async (kind: string) =>
  (await (await fetch(`${SIMULATOR_ORIGIN}/__admin/records/${kind}`)).json()) as Array<{ fields: Record<string, unknown> }>;

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/client-log', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('POST /api/client-log', () => {
  it('logs the client error with its location and the site locale, cut to 256 characters', async () => {
    const message = `TypeError: ${'x'.repeat(400)}`;
    const response = await clientLog(post({ message, locale: 'it_IT' }));
    expect(response.status).toBe(204);
    const [record] = await records('clientLogs');
    expect(record?.fields).toEqual({ level: 'error', message: message.slice(0, 256), location: 'application.client.error', locale: 'it_IT' });
  });

  it('takes the visitor language for a page outside every site', async () => {
    await clientLog(post({ message: 'boom', locale: null }, { 'accept-language': 'nl-BE,nl;q=0.9,en;q=0.5' }));
    await clientLog(post({ message: 'boom' }, { 'accept-language': 'en-US' }));
    expect((await records('clientLogs')).map((record) => record.fields.locale)).toEqual(['nl_BE', 'fr_FR']);
  });

  it('refuses an empty message, an unknown locale or a body that is not JSON', async () => {
    expect((await clientLog(post({ message: '  ', locale: 'fr_FR' }))).status).toBe(400);
    expect((await clientLog(post({ message: 'boom', locale: 'en_GB' }))).status).toBe(400);
    const notJson = new Request('http://localhost/api/client-log', { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'boom' });
    expect((await clientLog(notJson)).status).toBe(400);
    // A text/plain body (what another site's page may send without asking) is not even read: 415.
    const textPlain = new Request('http://localhost/api/client-log', { method: 'POST', body: JSON.stringify({ message: 'boom', locale: 'fr_FR' }) });
    expect((await clientLog(textPlain)).status).toBe(415);
    expect(await records('clientLogs')).toEqual([]);
  });
});

describe('GET /api/landing-results', () => {
  const get = (query: string) => landingResults(new Request(`http://localhost/api/landing-results?${query}`));

  it('gives the block count of stays for a theme, linked to their product pages, priced in the site language', async () => {
    const response = await get('locale=fr_FR&type=weekend&theme=romantic&count=3');
    expect(response.status).toBe(200);
    const { cards } = (await response.json()) as { cards: Array<{ href: string; price: string; title: string }> };
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      expect(card.href).toMatch(/^\/fr-fr\/sejour\/\d+(\/[a-z0-9-]+)?$/);
      expect(card.price).toMatch(/^à partir de .*€$/);
    }
  });

  it('gives activities of a city, linked to their activity pages', async () => {
    const response = await get('locale=es_ES&type=activity&city=barcelona&count=6');
    const { cards } = (await response.json()) as { cards: Array<{ href: string; price: string }> };
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(6);
    expect(cards[0]?.href).toMatch(/^\/es-es\/bono-actividad\/\d+/);
    expect(cards[0]?.price).toMatch(/^desde /);
  });

  it('answers an empty list when the search fails (results are skipped on error)', async () => {
    const response = await get('locale=fr_FR&type=weekend&theme=romantic&count=3');
    expect(response.status).toBe(200);
    await fetch(`${SIMULATOR_ORIGIN}/__admin/faults`, { method: 'POST', body: JSON.stringify({ path: '/search.json', fault: '503' }) });
    expect(await (await get('locale=fr_FR&type=weekend&theme=romantic&count=3')).json()).toEqual({ cards: [] });
  });

  it('refuses queries it cannot trust', async () => {
    for (const query of ['locale=xx&type=weekend&count=3', 'locale=fr_FR&type=hotel&count=3', 'locale=fr_FR&type=weekend&count=50', 'locale=fr_FR&type=weekend&count=3&city=../x']) {
      expect((await get(query)).status, query).toBe(400);
    }
  });
});

describe('GET /api/hotel-other-offers', () => {
  const get = (query: string) => otherOffers(new Request(`http://localhost/api/hotel-other-offers?${query}`));

  it("names the hotel and lists its offers, cheapest first, when the hotel still sells", async () => {
    const answer = (await (await get('hotelId=1001&locale=nl_BE')).json()) as { found: boolean; hotel: string; offers: Array<{ href: string; price: string }> };
    expect(answer.found).toBe(true);
    expect(answer.hotel).not.toBe('');
    expect(answer.offers.length).toBeGreaterThan(0);
    expect(answer.offers[0]?.href).toMatch(/^\/nl-be\/verblijf\/\d+/);
    expect(answer.offers[0]?.price).toMatch(/^vanaf /);
  });

  it('answers not found for a hotel without offers, and when the lookup fails', async () => {
    expect(await (await get('hotelId=999999&locale=fr_FR')).json()).toEqual({ found: false });
    await fetch(`${SIMULATOR_ORIGIN}/__admin/faults`, { method: 'POST', body: JSON.stringify({ path: '/search.json', fault: 'malformed' }) });
    expect(await (await get('hotelId=1001&locale=fr_FR')).json()).toEqual({ found: false });
  });

  it('refuses a hotelId that is not an id', async () => {
    for (const query of ['hotelId=abc&locale=fr_FR', 'hotelId=0&locale=fr_FR', 'hotelId=12&locale=de_DE', 'locale=fr_FR']) {
      expect((await get(query)).status, query).toBe(400);
    }
  });
});

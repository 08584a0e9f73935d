import { http, HttpResponse } from 'msw';
import type { ApiResult } from '@/api/core';
import { fetchMenu, MENU_MAX_DEPTH, menuDepth, type Menu, type MenuItem } from '@/api/menu';
import { LOCALES, type Locale } from '@/domain/model/locale';
import { hrefOf, resolve } from '@/routing';
import { getCatalogue } from '../../mocks/catalogue';
import { addFaultRule } from '../../mocks/faults';
import { isoWeek, suggestedThemeOf } from '../../mocks/content/menu';
import { simulator } from '../setup/simulator';

/** Contract of GET {cms}/api/cms/menu: the header's mega-menu and the burger's nested menus. */
function data<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new Error(`call failed: ${JSON.stringify(result.error)}`);
  return result.data;
}

function flatten(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children)]);
}

function urlsOf(menu: Menu): string[] {
  const urls = flatten(menu.items).flatMap((item) => (item.url ? [item.url] : []));
  if (menu.themesPanel) {
    urls.push(...menu.themesPanel.themes.map((theme) => theme.url));
    if (menu.themesPanel.suggested) urls.push(menu.themesPanel.suggested.url);
  }
  return urls;
}

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

describe('menu', () => {
  it.each(LOCALES)('%s: every link is a storefront path of the site, in its one canonical spelling', async (locale) => {
    const menu = data(await fetchMenu(locale));
    const urls = urlsOf(menu);
    expect(urls.length).toBeGreaterThan(30);
    for (const url of urls) {
      const route = resolve(segmentsOf(url));
      expect(route, url).not.toBeNull();
      expect(route?.locale, url).toBe(locale);
      expect(hrefOf(route!), url).toBe(url);
    }
  });

  it('uses up to four levels: destinations go country → region → city', async () => {
    const menu = data(await fetchMenu('fr_FR'));
    expect(menuDepth(menu.items)).toBe(MENU_MAX_DEPTH);
    const destinations = menu.items.find((item) => item.id === 'destinations');
    const france = destinations?.children[0];
    expect(france?.label).toBe('France');
    const paris = flatten(france?.children ?? []).find((item) => item.id === 'city-paris');
    expect(paris?.url).toBe('/fr-fr/ville/paris');
    // Every leaf is a link.
    for (const item of flatten(menu.items)) if (item.children.length === 0) expect(item.url).not.toBeNull();
  });

  it('links themes in cities and gift choices with the routes of each language', async () => {
    const es = flatten(data(await fetchMenu('es_ES')).items);
    expect(es.find((item) => item.id === 'gift-card')?.url).toBe('/es-es/tarjeta-regalo');
    expect(es.find((item) => item.id === 'activity-vouchers')?.url).toBe('/es-es/actividades');
    expect(es.some((item) => /^\/es-es\/ciudad\/[a-z-]+\/tema\/[a-z-]+$/.test(item.url ?? ''))).toBe(true);
    expect(es.some((item) => /^\/es-es\/caja-regalo\/p\/[a-z0-9-]+\/[A-Z0-9-]+EBOX$/.test(item.url ?? ''))).toBe(true);
    // Activity vouchers only where the activity search is enabled.
    const it = flatten(data(await fetchMenu('it_IT')).items);
    expect(it.some((item) => item.id === 'activity-vouchers')).toBe(false);
  });

  it('is written in the language of each site', async () => {
    const labels = new Map<Locale, string>();
    for (const locale of LOCALES) {
      const menu = data(await fetchMenu(locale));
      labels.set(locale, menu.items.map((item) => item.label).join('|'));
      expect(menu.themesPanel?.title).toBeTruthy();
    }
    expect(labels.get('fr_FR')).toBe('Destinations|Thèmes|Idées cadeaux');
    expect(labels.get('nl_NL')).toBe('Bestemmingen|Thema’s|Cadeau-ideeën');
    expect(labels.get('it_IT')).toBe('Destinazioni|Temi|Idee regalo');
    expect(labels.get('es_ES')).toBe('Destinos|Temas|Ideas de regalo');
    expect(labels.get('fr_BE')).toBe(labels.get('fr_FR'));
    expect(labels.get('nl_BE')).toBe(labels.get('nl_NL'));
  });

  it("suggests this week's theme, one of the panel's themes", async () => {
    const panel = data(await fetchMenu('nl_BE')).themesPanel;
    const expected = suggestedThemeOf(getCatalogue());
    expect(panel?.suggested?.id).toBe(expected?.id);
    expect(panel?.suggested?.label).toBe(expected?.label.nl);
    expect(panel?.themes.map((theme) => theme.id)).toContain(panel?.suggested?.id);
    expect(panel?.suggested?.teaser).toContain(expected?.label.nl);
    expect(panel?.suggested?.image?.url).toMatch(/^http.*\/images\/.+\/640x360\.png$/);
  });

  it('counts ISO weeks (the suggested theme changes on Mondays)', () => {
    expect(isoWeek('2026-03-02')).toBe(10); // a Monday
    expect(isoWeek('2026-03-08')).toBe(10); // the Sunday after
    expect(isoWeek('2026-03-09')).toBe(11);
    expect(isoWeek('2021-01-03')).toBe(53); // still the last week of 2020
    expect(isoWeek('2026-01-01')).toBe(1);
  });

  it('answers a typed failure for an unknown locale and on upstream errors', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unknown = await fetchMenu('xx_XX' as Locale);
    expect(unknown).toMatchObject({ ok: false, error: { kind: 'http', status: 400 } });
    addFaultRule({ path: '/api/cms/menu', fault: { kind: 'status', status: 503 } });
    expect(await fetchMenu('fr_FR')).toMatchObject({ ok: false, error: { kind: 'http', status: 503 } });
  });

  it('drops unsafe links, entries deeper than four levels and entries it cannot read', async () => {
    const deep = (level: number): object => ({ id: `l${level}`, label: `Level ${level}`, url: `/fr-fr/l${level}`, children: level < 6 ? [deep(level + 1)] : [] });
    simulator.use(
      http.get('*/cms/api/cms/menu', () =>
        HttpResponse.json({
          inspirations: [
            deep(1),
            { id: 'evil', label: 'Evil', url: 'javascript:alert(1)' },
            { id: 'no-label', url: '/fr-fr' },
            { id: 'empty-group', label: 'Empty', url: null, children: [{ id: 'bad', label: 'Bad', url: '//elsewhere.example' }] },
          ],
          themesPanel: { title: 'Nos thèmes', suggested: { id: 'x', label: 'X', url: 'data:text/html,x' }, themes: [{ id: 'spa', label: 'Spa', url: '/fr-fr/idee/spa' }] },
        }),
      ),
    );
    const menu = data(await fetchMenu('fr_FR'));
    expect(menu.items.map((item) => item.id)).toEqual(['l1']);
    expect(menuDepth(menu.items)).toBe(4);
    expect(menu.themesPanel?.suggested).toBeNull();
    expect(menu.themesPanel?.themes).toEqual([{ id: 'spa', label: 'Spa', url: '/fr-fr/idee/spa' }]);
  });
});

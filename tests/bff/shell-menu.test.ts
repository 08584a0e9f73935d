import { GET } from '../../app/api/menu/route';
import { addFaultRule } from '../../mocks/faults';
import { fetchMenu, type Menu, type MenuItem } from '@/api/menu';
import type { BffErrorBody } from '@/bff/contract';
import { bffUrl } from '@/bff/client';
import { shellMenuContract } from '@/bff/contracts/shell-menu';
import { isActivityHref } from '@/routing/activity-routes';
import { resetFeatures } from '@/settings/features';

/** GET /api/menu: the burger's menus, asked when the visitor reaches for it (part 2 §2). */
const get = (query: string) => GET(new Request(`http://localhost/api/menu?${query}`));
const urls = (items: MenuItem[]): string[] => items.flatMap((item) => [...(item.url ? [item.url] : []), ...urls(item.children)]);
const cmsMenu = async (locale: 'fr_FR' | 'es_ES') => {
  const menu = await fetchMenu(locale);
  if (!menu.ok) throw new Error('the simulator’s menu failed');
  return menu.data;
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  resetFeatures();
});

describe('GET /api/menu', () => {
  it('answers the site’s menus as the top bar shows them, kept publicly as long as the menu read', async () => {
    for (const locale of ['fr_FR', 'es_ES'] as const) {
      const response = await get(`locale=${locale}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      const answer = (await response.json()) as Menu;
      expect(answer).toEqual(await cmsMenu(locale));
      expect(answer.items.length).toBeGreaterThan(0);
    }
  });

  it('with the activity-only flow off, no entry leads into it (the top bar’s own reading)', async () => {
    const all = urls((await cmsMenu('fr_FR')).items);
    expect(all.some(isActivityHref)).toBe(true);
    vi.stubEnv('ACTIVITY_ONLY_ENABLED', 'false');
    resetFeatures();
    const answer = (await (await get('locale=fr_FR')).json()) as Menu;
    expect(urls(answer.items).some(isActivityHref)).toBe(false);
    expect(urls(answer.items).length).toBeGreaterThan(0);
  });

  it('refuses a locale of no site; a failed menu read is an upstream error, never kept', async () => {
    for (const query of ['', 'locale=en_GB', 'locale=fr_FR%00']) {
      const response = await get(query);
      expect(response.status, query).toBe(400);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect((await response.json()) as BffErrorBody).toEqual({ error: { code: 'invalid-query' } });
    }
    addFaultRule({ path: '/api/cms/menu', fault: { kind: 'status', status: 503 } });
    const failed = await get('locale=nl_BE');
    expect(failed.status).toBe(502);
    expect(failed.headers.get('cache-control')).toBe('no-store');
  });

  it('what the burger sends is what the route reads', () => {
    expect(bffUrl(shellMenuContract, { locale: 'it_IT' })).toBe('/api/menu?locale=it_IT');
  });
});

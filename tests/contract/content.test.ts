import type { ApiResult } from '@/api/core';
import { fetchContentPage, fetchIdeas, fetchLanding, fetchLandings, fetchMarketingArticles, fetchMinisite, isPartnerMinisite, PARTNER_MINISITES } from '@/api/content';
import type { RichNode } from '@/domain/model/cms';
import { getCatalogue } from '../../mocks/catalogue';

/** Contract tests of the content calls (static pages, ideas, landings, articles, minisites). */
function data<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new Error(`call failed: ${JSON.stringify(result.error)}`);
  return result.data;
}

const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);
afterEach(() => vi.restoreAllMocks());

const textOf = (nodes: RichNode[]): string =>
  nodes
    .map((node) =>
      node.type === 'heading'
        ? node.text
        : node.type === 'paragraph'
          ? node.children.map((child) => child.text).join('')
          : node.items.map((item) => item.map((child) => child.text).join('')).join(' '),
    )
    .join(' ');

describe('static content', () => {
  it('returns a page by its localized id as structured content', async () => {
    const page = data(await fetchContentPage('mentions-legales', 'fr_BE'));
    expect(page.id).toBe('mentions-legales');
    expect(page.title).toBe('Mentions légales');
    expect(page.content.some((node) => node.type === 'heading')).toBe(true);
    // The Belgian site names the Belgian company.
    expect(textOf(page.content)).toContain('Belgique');
  });

  it('serves terms, privacy, legal notice, about, FAQ and cookies in every language, with working links', async () => {
    for (const locale of ['fr_FR', 'nl_NL', 'it_IT', 'es_ES'] as const) {
      for (const kind of ['terms', 'privacy', 'legal', 'about', 'faq', 'cookies']) {
        const page = data(await fetchContentPage(kind, locale));
        expect(page.content.length).toBeGreaterThan(2);
        const links = page.content.flatMap((node) => (node.type === 'paragraph' ? node.children : [])).filter((child) => child.type === 'link');
        for (const link of links) if (link.type === 'link') expect(link.url.startsWith(`/${locale.toLowerCase().replace('_', '-')}/`)).toBe(true);
      }
    }
    expect(data(await fetchContentPage('privacy', 'nl_NL')).id).toBe('privacybeleid');
  });

  it('answers 404 for an unknown page id', async () => {
    quiet();
    await expect(fetchContentPage('no-such-page', 'fr_FR')).resolves.toMatchObject({ ok: false, error: { kind: 'http', status: 404, code: 'NOT_FOUND' } });
  });
});

describe('ideas', () => {
  it('returns sections of idea cards (enough for a See more) and region links', async () => {
    const ideas = data(await fetchIdeas('es_ES'));
    expect(ideas.title).toBe('Ideas de escapadas');
    expect(ideas.sections.length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...ideas.sections.map((section) => section.items.length))).toBeGreaterThan(8);
    expect(ideas.regions.length).toBeGreaterThan(0);
    for (const section of ideas.sections) for (const item of section.items) expect(item.url).toMatch(/^\/es-es\//);
  });
});

describe('landing', () => {
  it('returns a data-driven landing whose top results default to 3', async () => {
    const landing = data(await fetchLanding('saint-valentin', 'fr_FR'));
    expect(landing.title).toContain('Saint-Valentin');
    const top = landing.blocks.filter((block) => block.type === 'topSearchResults');
    expect(top.length).toBeGreaterThan(0);
    expect(top.map((block) => block.type === 'topSearchResults' && block.searchParams.resultsCount)).toContain(3);
    const themes = new Set(getCatalogue().themes.map((theme) => theme.id));
    for (const block of top) if (block.type === 'topSearchResults' && block.criteria.theme) expect(themes.has(block.criteria.theme)).toBe(true);
  });

  it('answers 404 for an unknown slug', async () => {
    quiet();
    await expect(fetchLanding('nowhere', 'fr_FR')).resolves.toMatchObject({ ok: false, error: { status: 404 } });
  });
});

describe('landings', () => {
  it('lists at least five landings per locale, of every kind, each one loadable', async () => {
    const links = data(await fetchLandings('nl_BE'));
    expect(links.length).toBeGreaterThanOrEqual(5);
    expect(new Set(links.map((link) => link.kind))).toEqual(new Set(['occasion', 'season', 'recipient', 'theme']));
    for (const link of links) expect(data(await fetchLanding(link.slug, 'nl_BE')).slug).toBe(link.slug);
  });
});

describe('marketing articles', () => {
  it('returns at most `limit` articles with id, url, title and cover', async () => {
    const articles = data(await fetchMarketingArticles('it_IT', 3));
    expect(articles).toHaveLength(3);
    for (const article of articles) {
      expect(article.url).toMatch(/^\/it-it\//);
      expect(article.title).toBeTruthy();
      expect(article.cover).toMatch(/^http/);
    }
  });
});

describe('minisite', () => {
  it('returns each of the six partner minisites in its own locale', async () => {
    const locales: Record<string, string> = {};
    for (const slug of PARTNER_MINISITES) {
      const minisite = data(await fetchMinisite(slug));
      expect(minisite.minisiteId).toBe(slug);
      expect(minisite.bannerUrls.desktop).toMatch(/^http/);
      expect(minisite.footer.length).toBeGreaterThan(50);
      expect(minisite.meta.pageTitle).toContain(minisite.partnerName);
      locales[slug] = minisite.minisiteLocale;
    }
    expect(locales).toMatchObject({ libelle: 'nl_BE', femmesdaujourdhui: 'fr_BE', macif: 'fr_FR' });
    expect(data(await fetchMinisite('libelle', 'nl_BE')).footer).toMatch(/Libelle/);
  });

  it('answers 404 for an unknown slug', async () => {
    quiet();
    expect(isPartnerMinisite('marmiton')).toBe(false);
    await expect(fetchMinisite('marmiton', 'fr_FR')).resolves.toMatchObject({ ok: false, error: { kind: 'http', status: 404, code: 'NOT_FOUND' } });
  });
});

import { http, HttpResponse } from 'msw';
import { getCatalogue } from '../catalogue';
import type { Catalogue, LocaleCode, Theme } from '../catalogue/types';
import { imageUrl } from '../images';
import { route } from '../services';
import { blockContext, boxCard, cmsImage, topSearchResults, type Block, type BlockContext } from './blocks';
import { contentView } from './catalogue-view';
import { errorJson, notFound, readLocale, slugify } from './common';
import { paragraphs, richText } from './rich-text';
import { ARTICLE_TEXTS, IDEAS_TEXTS, LANDING_TEXTS, type ArticleText, type LandingText } from './texts/editorial';

/**
 * Ideas page, landings and marketing articles (paths not shown by the spec):
 *   GET {cms}/api/cms/ideas?locale
 *   GET {cms}/api/cms/landings?locale            (list, for the box listing's landing links)
 *   GET {cms}/api/cms/landings/{slug}?locale
 *   GET {cms}/api/cms/articles?locale&limit
 */
const ACTIVITY_LOCALES: readonly LocaleCode[] = ['fr_FR', 'fr_BE', 'nl_BE', 'es_ES'];

const citiesOf = (ctx: BlockContext) => contentView(ctx.catalogue).citiesByCountry.get(ctx.country) ?? [];

function ideas(ctx: BlockContext) {
  const text = IDEAS_TEXTS[ctx.lang];
  const cities = citiesOf(ctx);
  const themes = ctx.catalogue.themes;
  const combos = cities.slice(0, 4).flatMap((city) =>
    themes.slice(0, 4).map((theme) => ({
      id: `${city.id}-${theme.id}`,
      title: text.combo(theme.label[ctx.lang], city.label[ctx.lang]),
      image: imageUrl(ctx.request, `idea-${city.id}-${theme.id}`, '640x360'),
      url: ctx.paths.cityTheme(city, theme),
    })),
  );
  const regions = new Map<string, string>();
  for (const city of cities) regions.set(city.region.id, city.region.label);
  return {
    title: text.title,
    intro: text.intro,
    sections: [
      {
        title: text.byTheme,
        items: themes.map((theme) => ({
          id: `theme-${theme.id}`,
          title: theme.label[ctx.lang],
          image: imageUrl(ctx.request, `theme-${theme.id}`, '640x360'),
          url: ctx.paths.theme(theme),
        })),
      },
      { title: text.combos, items: combos },
      {
        title: text.cities,
        items: cities.map((city) => ({
          id: `city-${city.id}`,
          title: city.label[ctx.lang],
          image: imageUrl(ctx.request, `city-${city.id}`, '640x360'),
          url: ctx.paths.city(city),
        })),
      },
    ],
    regions: [...regions].map(([id, label]) => ({ label, url: ctx.paths.region(id) })),
  };
}

interface ResolvedLanding {
  text: LandingText;
  slug: string;
  theme: Theme | undefined;
}

function landingsOf(catalogue: Catalogue, ctx: BlockContext): ResolvedLanding[] {
  return LANDING_TEXTS[ctx.lang].landings.map((text) => {
    const theme = catalogue.themes.find((item) => item.id === text.theme);
    return { text, theme, slug: text.slug ?? theme?.slug[ctx.lang] ?? text.key };
  });
}

function landing(ctx: BlockContext, all: ResolvedLanding[], current: ResolvedLanding) {
  const copy = LANDING_TEXTS[ctx.lang];
  const { text, theme, slug } = current;
  const [city] = citiesOf(ctx);
  const id = (name: string) => `landing-${ctx.locale}-${slug}-${name}`;
  const ranked = contentView(ctx.catalogue).boxesByCountry.get(ctx.country) ?? [];
  const themed = ranked.filter((box) => theme && box.themes.includes(theme.id));
  const gifts = (themed.length >= 4 ? themed : ranked).slice(0, 4);
  const blocks: Block[] = [
    // No resultsCount: the storefront shows the default 3 results.
    topSearchResults(ctx, id('stays'), copy.topStays, { theme }),
  ];
  if (city && ACTIVITY_LOCALES.includes(ctx.locale)) {
    blocks.push(topSearchResults(ctx, id('activities'), copy.topActivities, { city, theme, activity: true, resultsCount: 6 }));
  }
  blocks.push(
    { type: 'boxes', id: id('gifts'), title: copy.gifts, subtitle: text.title, boxes: gifts.map((box) => boxCard(ctx, box, `landing-${text.key}`, 'landing')), cta: null },
    { type: 'article', id: id('tips'), title: copy.tipsTitle, content: paragraphs(copy.tips), image: null },
    {
      type: 'relatedBanner',
      id: id('related'),
      title: copy.related,
      links: all.filter((other) => other !== current).map((other) => ({ label: other.text.title, url: ctx.paths.landing(other.slug) })),
    },
  );
  return {
    slug,
    kind: text.kind,
    title: text.title,
    intro: text.intro,
    heroImage: cmsImage(ctx, `landing-${text.key}`, text.title, true),
    seo: { title: `${text.title} | Escapade`, description: text.intro },
    blocks,
  };
}

/** The marketing articles of a site, newest first: two city articles around four fixed ones. */
export function articleTexts(ctx: BlockContext): ArticleText[] {
  const text = ARTICLE_TEXTS[ctx.lang];
  const [first, second = first] = citiesOf(ctx);
  const cityArticles = first && second ? [text.cityGuide(first.label[ctx.lang], slugify(first.label[ctx.lang])), text.cityFood(second.label[ctx.lang], slugify(second.label[ctx.lang]))] : [];
  const [guide, food] = cityArticles;
  return [...(guide ? [guide] : []), ...text.fixed.slice(0, 3), ...(food ? [food] : []), ...text.fixed.slice(3)];
}

function articles(ctx: BlockContext) {
  return articleTexts(ctx).map((article) => ({
    id: `${ctx.country.toLowerCase()}-${article.slug}`,
    url: ctx.paths.article(article.slug),
    title: article.title,
    cover: imageUrl(ctx.request, `article-${article.slug}`, '640x360'),
  }));
}

/** An article's own page, served by the static content page call under the article's slug. */
export function articlePage(ctx: BlockContext, slug: string) {
  const article = articleTexts(ctx).find((item) => item.slug === slug);
  if (!article) return null;
  const { page } = ARTICLE_TEXTS[ctx.lang];
  const resolve = (key: string) => (key === 'ideas' ? ctx.paths.ideas : null);
  return { id: article.slug, locale: ctx.locale, title: article.title, description: page.description(article.title), content: richText(page.body, resolve) };
}

export const editorialHandlers = [
  http.get(route('cms', '/api/cms/ideas'), ({ request }) => {
    const read = readLocale(new URL(request.url));
    if ('error' in read) return read.error;
    return HttpResponse.json(ideas(blockContext(request, getCatalogue(), read.locale)));
  }),

  http.get(route('cms', '/api/cms/landings'), ({ request }) => {
    const read = readLocale(new URL(request.url));
    if ('error' in read) return read.error;
    const catalogue = getCatalogue();
    const ctx = blockContext(request, catalogue, read.locale);
    const landings = landingsOf(catalogue, ctx).map(({ text, slug }) => ({ slug, kind: text.kind, title: text.title, url: ctx.paths.landing(slug) }));
    return HttpResponse.json({ landings });
  }),

  http.get(route('cms', '/api/cms/landings/:slug'), ({ request, params }) => {
    const read = readLocale(new URL(request.url));
    if ('error' in read) return read.error;
    const catalogue = getCatalogue();
    const ctx = blockContext(request, catalogue, read.locale);
    const all = landingsOf(catalogue, ctx);
    const current = all.find((item) => item.slug === String(params.slug));
    if (!current) return notFound(`No landing ${String(params.slug)} in ${read.locale}`);
    return HttpResponse.json(landing(ctx, all, current));
  }),

  http.get(route('cms', '/api/cms/articles'), ({ request }) => {
    const url = new URL(request.url);
    const read = readLocale(url);
    if ('error' in read) return read.error;
    const rawLimit = url.searchParams.get('limit');
    const limit = rawLimit === null || rawLimit === '' ? 4 : Number(rawLimit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 20) return errorJson(400, 'INVALID_LIMIT', 'limit must be an integer from 1 to 20');
    return HttpResponse.json(articles(blockContext(request, getCatalogue(), read.locale)).slice(0, limit));
  }),
];

import { http, HttpResponse } from 'msw';
import { getCatalogue } from '../catalogue';
import { route } from '../services';
import { blockContext } from './blocks';
import { articleTexts } from './editorial';
import { langOf, readLocale } from './common';
import { PAGE_KINDS, PAGE_TEXTS } from './texts/pages';

/**
 * GET {cms}/api/cms/pages?locale — the static content pages published in a locale, so the
 * storefront can list them in its sitemap without knowing their ids (marketing articles included) (docs/api/content.md, "Content page index").
 */
export const pageIndexHandlers = [
  http.get(route('cms', '/api/cms/pages'), ({ request }) => {
    const read = readLocale(new URL(request.url));
    if ('error' in read) return read.error;
    const { pages } = PAGE_TEXTS[langOf(read.locale)];
    const articles = articleTexts(blockContext(request, getCatalogue(), read.locale));
    return HttpResponse.json({
      pages: [...PAGE_KINDS.map((kind) => ({ id: pages[kind].id, title: pages[kind].title })), ...articles.map((article) => ({ id: article.slug, title: article.title }))],
    });
  }),
];

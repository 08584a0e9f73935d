import { http, HttpResponse } from 'msw';
import type { LocaleCode } from '../catalogue/types';
import { getCatalogue } from '../catalogue';
import { route } from '../services';
import { blockContext } from './blocks';
import { articlePage } from './editorial';
import { countryOf, langOf, notFound, readLocale } from './common';
import { sitePaths } from './paths';
import { richText } from './rich-text';
import { PAGE_KINDS, PAGE_TEXTS, type PageKind } from './texts/pages';

/**
 * GET {cms}/api/cms/pages/{id}?locale — static content pages. The id is the page's localized
 * slug ('mentions-legales'); the language-neutral kind ('legal') is accepted as an alias. The
 * marketing articles are content pages under their slug.
 */
function findKind(locale: LocaleCode, id: string): PageKind | undefined {
  const pages = PAGE_TEXTS[langOf(locale)].pages;
  return PAGE_KINDS.find((kind) => pages[kind].id === id) ?? PAGE_KINDS.find((kind) => kind === id);
}

export function contentPage(locale: LocaleCode, kind: PageKind) {
  const lang = langOf(locale);
  const { entity, pages } = PAGE_TEXTS[lang];
  const page = pages[kind];
  const paths = sitePaths(locale);
  const company = entity(countryOf(locale));
  const resolve = (key: string): string | null => {
    if (key === 'contact') return paths.contact;
    if (key === 'ideas') return paths.ideas;
    const target = PAGE_KINDS.find((item) => item === key);
    return target ? paths.page(pages[target].id) : null;
  };
  return {
    id: page.id,
    locale,
    title: page.title,
    description: page.description,
    content: richText(
      page.body.map((line) => line.replace('{entity}', company)),
      resolve,
    ),
  };
}

/**
 * `version=draft` (the storefront's content preview) answers the draft of a page: the published
 * page with an editor's note on top, so a preview visibly differs from what visitors see.
 */
const DRAFT_NOTE: Record<ReturnType<typeof langOf>, string> = {
  fr: 'Brouillon : modifications pas encore publiées.',
  nl: 'Concept: wijzigingen nog niet gepubliceerd.',
  it: 'Bozza: modifiche non ancora pubblicate.',
  es: 'Borrador: cambios aún no publicados.',
};

function withDraftNote(locale: LocaleCode, page: ReturnType<typeof contentPage>) {
  return { ...page, content: [...richText([DRAFT_NOTE[langOf(locale)]], () => null), ...page.content] };
}

export const pageHandlers = [
  http.get(route('cms', '/api/cms/pages/:id'), ({ request, params }) => {
    const read = readLocale(new URL(request.url));
    if ('error' in read) return read.error;
    const id = String(params.id);
    const kind = findKind(read.locale, id);
    const draft = new URL(request.url).searchParams.get('version') === 'draft';
    if (kind) return HttpResponse.json(draft ? withDraftNote(read.locale, contentPage(read.locale, kind)) : contentPage(read.locale, kind));
    // Marketing articles are content pages too, under their slug.
    const article = articlePage(blockContext(request, getCatalogue(), read.locale), id);
    return article ? HttpResponse.json(article) : notFound(`No content page ${id} in ${read.locale}`);
  }),
];

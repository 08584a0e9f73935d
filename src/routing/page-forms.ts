import { isLocale, type Locale } from '@/domain/model/locale';

/**
 * The closed set of internal paths the proxy rewrites every page request to (issue 24). A page render
 * is a function of its path: what is not in the visitor's path (a variant chosen by the query, the
 * customer-care host, a status the proxy decided, an e2e fault scope) is put into the path by the
 * proxy, never read from a header. Two page trees read them:
 *
 *   cached    app/[[...slug]]             '/{segments}' or '/_f/{form}/{segments}'   (served from Next's cache)
 *   personal  app/%5Fpersonal/[[...slug]] '/_personal/{form}/{segments}'            (rendered per request)
 *   not-found app/%5Fnot-found/[form]     '/_not-found/{form}'                       (cached, one per site/language)
 *
 * The not-found page has a route of its own: a rewrite of a path Next cannot decode onto the optional
 * catch-all answers a bare 500 (measured: Next matches the catch-all's params against the visitor's
 * path again), onto any other route it does not.
 *
 * `{form}` is one path segment: a query string of the reserved keys below (percent-encoded in the
 * URL; Next hands it back still encoded). A visitor cannot ask for a form: the proxy resolves the visitor's
 * own path, and no route starts with '_f' or '_personal' (they answer the not-found page), so only the
 * proxy writes these paths. The page still re-checks everything it reads (parsePageForm).
 */
export const FORM_SEGMENT = '_f';
export const PERSONAL_SEGMENT = '_personal';
export const NOT_FOUND_SEGMENT = '_not-found';

export type PageTree = 'cached' | 'personal' | 'not-found';

/** What the proxy decided about the request before rendering. */
export type PageStatus = 'page' | 'not-found' | 'unavailable';

export interface PageForm {
  /**
   * The visitor's path segments, raw (percent-encoded as in the address bar: the resolver decodes each
   * one once). Next 16 hands a catch-all's params over raw too. Empty for a not-found form.
   */
  segments: string[];
  status: PageStatus;
  /** On the customer-care host with a verified session (personal tree only). */
  care: boolean;
  /** The query keys the screen's variant reads (cached tree: the only query the render sees). */
  query: Record<string, string>;
  /** A not-found or unavailable page's language, and its site (null: the path named no site). */
  language: Locale | null;
  site: Locale | null;
  /** An e2e fault scope (only when fault scopes are on), forwarded upstream by the render. */
  scope: string | null;
  /**
   * With a scope, the server process that wrote it: scope names repeat from one e2e run to the next
   * (a test's name) while cached pages outlive a server restart on disk; a page cached under a scope
   * by an earlier run is never met again. Not read by the render.
   */
  run: string | null;
}

const QUERY_PREFIX = 'q.';
const STATUSES: readonly PageStatus[] = ['page', 'not-found', 'unavailable'];
const SCOPE = /^[A-Za-z0-9_-]{1,64}$/;
/** A variant's value: what the proxy allows (codes, slugs, flow names); anything else is dropped. */
const QUERY_VALUE = /^[A-Za-z0-9_-]{1,64}$/;
const QUERY_KEY = /^[A-Za-z][A-Za-z0-9]{0,31}$/;

export function emptyForm(segments: string[]): PageForm {
  return { segments, status: 'page', care: false, query: {}, language: null, site: null, scope: null, run: null };
}

/** The form's own segment (sorted, so one form has one path), or null when it carries nothing. */
function formSegment(form: PageForm): string | null {
  const params = new URLSearchParams();
  if (form.status !== 'page') params.set('status', form.status);
  if (form.care) params.set('care', '1');
  for (const [key, value] of Object.entries(form.query).sort(([a], [b]) => a.localeCompare(b))) params.set(`${QUERY_PREFIX}${key}`, value);
  if (form.language) params.set('lang', form.language);
  if (form.site) params.set('site', form.site);
  if (form.scope) params.set('scope', form.scope);
  if (form.run) params.set('run', form.run);
  const text = params.toString();
  return text === '' ? null : text;
}

/** The internal path of a form in a tree (the proxy's rewrite target): the visitor's segments as they came. */
export function pageFormPath(tree: PageTree, form: PageForm): string {
  const own = formSegment(form);
  const ownSegment = own === null ? null : encodeURIComponent(own);
  if (tree === 'not-found') return `/${NOT_FOUND_SEGMENT}/${ownSegment ?? '-'}`;
  const head = tree === 'personal' ? [PERSONAL_SEGMENT, ownSegment ?? '-'] : ownSegment === null ? [] : [FORM_SEGMENT, ownSegment];
  return `/${[...head, ...form.segments].join('/')}`;
}

/** The form's own segment as the proxy encoded it (Next passes params still percent-encoded). */
function decodedSegment(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

function parseFormSegment(raw: string, segments: string[]): PageForm | null {
  const form = emptyForm(segments);
  if (raw === '-') return form;
  const text = decodedSegment(raw);
  if (text === null) return null;
  for (const [key, value] of new URLSearchParams(text)) {
    if (key === 'status') {
      if (!(STATUSES as readonly string[]).includes(value)) return null;
      form.status = value as PageStatus;
    } else if (key === 'care') {
      if (value !== '1') return null;
      form.care = true;
    } else if (key === 'lang' || key === 'site') {
      if (!isLocale(value)) return null;
      form[key === 'lang' ? 'language' : 'site'] = value;
    } else if (key === 'scope' || key === 'run') {
      if (!SCOPE.test(value)) return null;
      form[key] = value;
    } else if (key.startsWith(QUERY_PREFIX) && QUERY_KEY.test(key.slice(QUERY_PREFIX.length)) && QUERY_VALUE.test(value)) {
      form.query[key.slice(QUERY_PREFIX.length)] = value;
    } else {
      return null;
    }
  }
  return form;
}

/**
 * The form a page tree's params describe (`slug` as Next passes it: raw, percent-encoded), or
 * null when they are no form the proxy writes (the page then answers the not-found page).
 */
export function parsePageForm(tree: PageTree, slug: readonly string[] | undefined): PageForm | null {
  const all = [...(slug ?? [])];
  if (tree === 'not-found') {
    const form = all.length === 1 ? parseFormSegment(all[0]!, []) : null;
    return form?.status === 'not-found' ? form : null;
  }
  if (tree === 'personal') {
    // The personal tree's own folder is the first segment of its URL, not of its params.
    const [own, ...segments] = all;
    return own === undefined ? null : parseFormSegment(own, segments);
  }
  if (all[0] === FORM_SEGMENT) {
    const [, own, ...segments] = all;
    return own === undefined ? null : parseFormSegment(own, segments);
  }
  return emptyForm(all);
}

/** A value the variant may carry (the proxy drops any other before it writes the form). */
export function isFormQueryValue(value: string): boolean {
  return QUERY_VALUE.test(value);
}

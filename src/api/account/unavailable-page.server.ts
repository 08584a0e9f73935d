import 'server-only';
import { accountHandOffMessages as m } from './messages';
import { languageTag, type Locale } from '@/domain/model/locale';
import { getIntl } from '@/i18n/server';
import { sitePath } from '@/routing/sites';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The storefront's page when the account application fails (5xx, timeout, unreachable): a plain,
 * self-contained page in the site's language with a retry and a way home, instead of a crash or
 * the application's raw error. 502, never cached.
 */
export function accountUnavailablePage(locale: Locale, retryPath: string): Response {
  const intl = getIntl(locale);
  const title = escapeHtml(intl.formatMessage(m.unavailableTitle));
  const html = `<!doctype html>
<html lang="${languageTag(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d1d1f;background:#fff;line-height:1.5}
main{max-width:36rem;margin:0 auto;padding:4rem 1.5rem}
h1{font-size:1.5rem;margin:0 0 1rem}
a{color:#0a4fa8;font-weight:600}
p.actions{display:flex;gap:1.5rem;flex-wrap:wrap}
</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeHtml(intl.formatMessage(m.unavailableBody))}</p>
<p class="actions"><a href="${escapeHtml(retryPath)}">${escapeHtml(intl.formatMessage(m.retry))}</a><a href="${escapeHtml(sitePath(locale))}">${escapeHtml(intl.formatMessage(m.home))}</a></p>
</main>
</body>
</html>`;
  return new Response(html, { status: 502, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}

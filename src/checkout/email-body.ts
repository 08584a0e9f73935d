import type { Locale } from '@/domain/model/locale';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * An e-mail's two bodies from its paragraphs (each a list of lines): the text, and the HTML with
 * every line that is one of `links` made clickable. Every checkout e-mail is written this way, so the
 * two bodies always say the same.
 */
export function emailBody(locale: Locale, paragraphs: readonly (readonly string[])[], links: readonly string[] = []): { text: string; html: string } {
  const text = paragraphs.map((lines) => lines.join('\n')).join('\n\n');
  const html = paragraphs
    .map((lines) => `<p>${lines.map((line) => (links.includes(line) ? `<a href="${escapeHtml(line)}">${escapeHtml(line)}</a>` : escapeHtml(line))).join('<br>')}</p>`)
    .join('\n');
  return { text, html: `<!doctype html><html lang="${locale.slice(0, 2)}"><body>${html}</body></html>` };
}

/** <link rel="alternate" hreflang> of a server-rendered page: hreflang → href (normalised: 'http://h' is 'http://h/'). */
export function hreflangs(page: string): Record<string, string> {
  const links: Record<string, string> = {};
  for (const [tag] of page.matchAll(/<link[^>]+hrefLang="[^"]+"[^>]*>/gi)) {
    const lang = /hrefLang="([^"]+)"/i.exec(tag)?.[1];
    const href = /href="([^"]+)"/.exec(tag)?.[1];
    if (lang && href) links[lang] = new URL(href.replace(/&amp;/g, '&')).href;
  }
  return links;
}

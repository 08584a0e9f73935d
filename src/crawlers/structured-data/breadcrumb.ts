import { structuredDataUrl } from './urls';

/** One level of a trail: its label and a storefront path (or an absolute URL). */
export interface TrailItem {
  label: string;
  url: string;
}

/**
 * schema.org BreadcrumbList with absolute URLs. A level whose address cannot be made absolute is
 * left out, and positions count the levels kept (1, 2, 3… as Google reads them).
 */
export function breadcrumbListData(items: readonly TrailItem[], siteUrl: string) {
  const levels = items.flatMap((item) => {
    const url = structuredDataUrl(item.url, siteUrl);
    return url === null || item.label.trim() === '' ? [] : [{ name: item.label, item: url }];
  });
  if (levels.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: levels.map((level, index) => ({ '@type': 'ListItem', position: index + 1, name: level.name, item: level.item })),
  };
}

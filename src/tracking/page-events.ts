import type { DataLayerEntry } from './data-layer';

/** What the storefront tells analytics about the visit and each page (part 2 §7: launchPage, page events on load). */
export interface PageFacts {
  locale: string;
  pageCategory: string;
  pathname: string;
  customerCare: boolean;
}

/** Once per document: the visit's settings, before any page event. */
export function launchPageEvent(facts: PageFacts): DataLayerEntry {
  return { event: 'launchPage', locale: facts.locale, pointOfSale: facts.locale.slice(3), pageCategory: facts.pageCategory, customerCare: facts.customerCare };
}

/** On load and after each client navigation. */
export function pageEvent(facts: PageFacts): DataLayerEntry {
  return { event: 'page', pageCategory: facts.pageCategory, pagePath: facts.pathname, locale: facts.locale };
}

export const analyticsIdEvent = (analyticsId: string): DataLayerEntry => ({ event: 'analyticsId', analyticsId });

/** The load-attempt flag: the analytics library never produced an id within the polling window. */
export const analyticsIdMissingEvent = (): DataLayerEntry => ({ event: 'analyticsIdMissing', analyticsLoadAttempt: true });

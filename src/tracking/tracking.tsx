'use client';

import { useEffect, useRef } from 'react';
import { pollAnalyticsId, readAnalyticsId } from './analytics-id';
import { installClickTracking } from './click-tracking';
import { pushToDataLayer } from './data-layer';
import { analyticsIdEvent, analyticsIdMissingEvent, launchPageEvent, pageEvent, type PageFacts } from './page-events';

/**
 * Per document, not per mount: a client navigation to another screen remounts this island (the
 * shell is inside each screen), yet launchPage and the analytics id polling happen once per load,
 * and a page event once per path.
 */
let launched = false;
let lastTrackedPath: string | null = null;
let stopPolling: (() => void) | null = null;

/** Tests start each case from a fresh document (and stop a polling left running). */
export function resetTrackingState(): void {
  stopPolling?.();
  stopPolling = null;
  launched = false;
  lastTrackedPath = null;
}

/**
 * The shell's tracking island: data layer events on load and navigation, one delegated click
 * listener for `data-analytics-action`, and the analytics id polling. Renders nothing.
 */
export function Tracking(facts: PageFacts) {
  const category = useRef(facts.pageCategory);
  useEffect(() => {
    category.current = facts.pageCategory;
  }, [facts.pageCategory]);

  useEffect(() => installClickTracking(document, () => category.current, (entry) => pushToDataLayer(entry)), []);

  const { locale, pageCategory, pathname, customerCare } = facts;
  useEffect(() => {
    const current = { locale, pageCategory, pathname, customerCare };
    if (!launched) {
      launched = true;
      pushToDataLayer(launchPageEvent(current));
      stopPolling = pollAnalyticsId({
        read: () => readAnalyticsId(document.cookie),
        onFound: (id) => pushToDataLayer(analyticsIdEvent(id)),
        onGiveUp: () => pushToDataLayer(analyticsIdMissingEvent()),
      });
    }
    if (lastTrackedPath !== pathname) {
      lastTrackedPath = pathname;
      pushToDataLayer(pageEvent(current));
    }
  }, [locale, pageCategory, pathname, customerCare]);

  return null;
}

'use client';

import { useEffect, useRef } from 'react';
import { activateVisitorOnce } from '@/experiments/visitor-assignment';
import { pollAnalyticsId, readAnalyticsId } from './analytics-id';
import { installClickTracking } from './click-tracking';
import { pushToDataLayer } from './data-layer';
import { analyticsIdEvent, analyticsIdMissingEvent, launchPageEvent, pageEvent, type PageFacts } from './page-events';
import { storeQueryTracking } from './query-tracking';

/**
 * Per document, not per mount: a client navigation to another screen remounts this island (the
 * shell is inside each screen), yet launchPage and the analytics id polling happen once per load,
 * and a page event once per path.
 */
let launched = false;
let lastTrackedPath: string | null = null;
let stopPolling: (() => void) | null = null;

/** localStorage itself can throw (storage blocked): then nothing is kept. */
function browserStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  try {
    return window.localStorage;
  } catch {
    return { getItem: () => null, setItem: () => {} };
  }
}

/** Runs the task when the browser is idle (at the latest after 2 s); returns the cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}

/** Tests start each case from a fresh document (and stop a polling left running). */
export function resetTrackingState(): void {
  stopPolling?.();
  stopPolling = null;
  launched = false;
  lastTrackedPath = null;
}

/**
 * The shell's tracking island: data layer events on load and navigation, one delegated click
 * listener for `data-analytics-action`, the analytics id polling, the query tracking values of
 * the URL (stored for later pages), and the visitor's experiment activation (once per visitor,
 * from the browser so that pages stay cacheable). Renders nothing.
 */
export function Tracking(facts: PageFacts) {
  const category = useRef(facts.pageCategory);
  useEffect(() => {
    category.current = facts.pageCategory;
  }, [facts.pageCategory]);

  useEffect(() => installClickTracking(document, () => category.current, (entry) => pushToDataLayer(entry)), []);

  // Once the page is idle: the activation's answer may re-render assigned islands, work that has
  // no place in the page's load.
  useEffect(() => whenIdle(() => void activateVisitorOnce()), []);

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
      storeQueryTracking(new URLSearchParams(window.location.search), browserStorage(), Date.now());
      pushToDataLayer(pageEvent(current));
    }
  }, [locale, pageCategory, pathname, customerCare]);

  return null;
}

'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { isEmbeddedWebview, isMobileApp } from '../rules/user-agent';

const never = () => () => {};

/**
 * The browser's user agent, '' on the server and during hydration: a page is the same HTML for every
 * visitor (it is cached), and the markers of a webview or of the brand's app (part 2 §2) only change
 * what the browser shows once it runs.
 */
export function useUserAgent(): string {
  return useSyncExternalStore(
    never,
    () => navigator.userAgent,
    () => '',
  );
}

const MARKERS = { app: isMobileApp, webview: isEmbeddedWebview } as const;

/**
 * Shows `match` in the brand's app or an embedded webview, `otherwise` everywhere else (and in the
 * server's HTML). Both are rendered by the server: this only chooses.
 */
export function UserAgentSwitch({ when, match, otherwise }: { when: keyof typeof MARKERS; match: ReactNode; otherwise: ReactNode }) {
  return <>{MARKERS[when](useUserAgent()) ? match : otherwise}</>;
}

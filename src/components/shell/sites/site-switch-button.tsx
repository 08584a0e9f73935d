'use client';

import type { ReactNode } from 'react';
import { switchCountryNatively, type NativeBridgeHost } from '../rules/native-bridge';

/**
 * In the mobile app a country link becomes a button calling the app's native switch (part 1 §2,
 * part 2 §2): the app reloads itself on the chosen site. With nothing to switch to (Belgium seen
 * from another country: the language is the visitor's choice) or without a bridge (an old app
 * version), it opens `fallbackHref` instead (the site's home, or the Belgium splash).
 */
export function SiteSwitchButton({
  switchTo,
  fallbackHref,
  analyticsId,
  lang,
  current,
  className,
  children,
}: {
  switchTo: string | null;
  fallbackHref: string;
  /** Names the button in the click event (a site code, or a country code for a country entry). */
  analyticsId: string;
  lang?: string;
  current: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      lang={lang}
      aria-current={current ? 'true' : undefined}
      data-analytics-action={`switch-site-${analyticsId}`}
      data-testid="site-switch"
      onClick={() => {
        if (switchTo === null || !switchCountryNatively(switchTo, window as unknown as NativeBridgeHost)) window.location.assign(fallbackHref);
      }}
    >
      {children}
    </button>
  );
}

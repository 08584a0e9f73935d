'use client';

import type { ReactNode } from 'react';
import { switchCountryNatively, type NativeBridgeHost } from '../rules/native-bridge';

/**
 * In the mobile app a country link becomes a button calling the app's native switch (part 1 §2,
 * part 2 §2): the app reloads itself on the chosen site. Without a bridge (an old app version)
 * it still gets there through the site's home.
 */
export function SiteSwitchButton({
  locale,
  fallbackHref,
  lang,
  current,
  className,
  children,
}: {
  locale: string;
  fallbackHref: string;
  lang: string;
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
      data-analytics-action={`switch-site-${locale}`}
      data-testid="site-switch"
      onClick={() => {
        if (!switchCountryNatively(locale, window as unknown as NativeBridgeHost)) window.location.assign(fallbackHref);
      }}
    >
      {children}
    </button>
  );
}

'use client';

import Script from 'next/script';

/** Google Identity Services' script (redirect mode), after the page is interactive. */
export function GoogleScript() {
  return <Script src="https://accounts.google.com/gsi/client" strategy="afterInteractive" />;
}

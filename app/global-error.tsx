'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { languageTag } from '@/domain/model/locale';
import { loadCrashMessages } from '@/screens/crash/catalogue-loaders';
import { localeOfPath } from '@/routing/path-locale';
import { CrashView } from '@/screens/crash/crash-view';
import { HydrationMark } from '@/components/shell/hydration-mark';
import './globals.css';

/**
 * The crash page when the root layout itself failed: it replaces the layout, so it draws its own
 * document (lang from the path) and loads its site's messages itself.
 */
export default function GlobalError({ error }: { error: unknown }) {
  const pathname = usePathname() ?? '/';
  const locale = localeOfPath(pathname.split('/').filter((segment) => segment !== ''));
  const [messages, setMessages] = useState<Record<string, string> | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (locale === null) return;
    let current = true;
    loadCrashMessages(locale).then(
      (loaded) => current && setMessages(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [locale]);

  const ready = locale !== null && messages !== null;
  return (
    <html lang={ready ? languageTag(locale) : 'en'}>
      <body>
        <title>Escapade</title>
        {ready ? (
          <IntlProvider locale={languageTag(locale)} messages={messages} defaultLocale="en">
            <CrashView error={error} />
          </IntlProvider>
        ) : locale === null || failed ? (
          <CrashView error={error} />
        ) : null}
        <HydrationMark />
      </body>
    </html>
  );
}

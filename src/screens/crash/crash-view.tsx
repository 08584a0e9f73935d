'use client';

import { useContext, useEffect, useRef, type ReactNode } from 'react';
import { IntlContext, IntlProvider, useIntl } from 'react-intl';
import { isLocale, type Locale } from '@/domain/model/locale';
import { SPLASH_PATH, sitePath } from '@/routing/sites';
import { sendClientLog } from '@/bff/client-log';
import { errorMessage } from './error-message';
import { crashMessages as m } from './messages';
import styles from './crash.module.css';

/** The site whose IntlProvider (root layout) is around us: its BCP 47 tag back to a locale. */
function localeOfTag(tag: string | undefined): Locale | null {
  const candidate = tag?.replace('-', '_');
  return isLocale(candidate) ? candidate : null;
}

/**
 * The crash page ('It seems that the page went on holidays', a button home), shown by the error
 * boundaries after a render error. It logs the error once through the client-log BFF. Inside a
 * site the root layout provides the messages; outside one (splash, global error before messages
 * arrived) it speaks the code's English defaults.
 */
export function CrashView({ error }: { error: unknown }) {
  const provided = useContext(IntlContext);
  const content = <Crash error={error} />;
  if (provided) return content;
  return (
    <IntlProvider locale="en" defaultLocale="en" messages={{}}>
      {content}
    </IntlProvider>
  );
}

function Crash({ error }: { error: unknown }) {
  const intl = useIntl();
  const locale = localeOfTag(intl.locale);
  const logged = useRef<unknown>(undefined);
  const title = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // Once per error (Strict Mode runs effects twice in development).
    if (logged.current === error) return;
    logged.current = error;
    void sendClientLog(errorMessage(error), locale);
  }, [error, locale]);

  useEffect(() => {
    // A crash replaces what the visitor was reading: move them to the explanation.
    title.current?.focus();
  }, []);

  return (
    <main id="main" className={styles.page}>
      <CrashContent>
        <h1 ref={title} tabIndex={-1} className={styles.title}>
          {intl.formatMessage(m.title)}
        </h1>
        <p className={styles.text}>{intl.formatMessage(m.text)}</p>
        {/* A full page load: whatever broke is left behind. */}
        <a className={styles.button} href={locale === null ? SPLASH_PATH : sitePath(locale)}>
          {intl.formatMessage(m.home)}
        </a>
      </CrashContent>
    </main>
  );
}

function CrashContent({ children }: { children: ReactNode }) {
  return (
    <section className={styles.block} data-testid="crash">
      {/* A beach at sunset: the page is on holidays. Decorative. */}
      <svg className={styles.illustration} viewBox="0 0 120 72" width="120" height="72" aria-hidden="true" focusable="false">
        <circle cx="84" cy="26" r="14" fill="var(--color-accent)" />
        <path d="M0 48 C 30 38, 60 58, 120 44 L120 72 L0 72 Z" fill="var(--color-brand)" />
        <path d="M0 60 C 40 52, 80 68, 120 58 L120 72 L0 72 Z" fill="var(--color-brand-dark)" />
      </svg>
      {children}
    </section>
  );
}

'use client';

import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { useContext, useMemo, type ReactNode } from 'react';
import { IntlContext, IntlProvider } from 'react-intl';

type Messages = Record<string, MessageFormatElement[]>;

/**
 * react-intl for client islands. The server passes only the messages the islands below use,
 * already parsed (see src/i18n/client-messages.ts): the browser has no ICU parser. Inside another
 * ClientIntl (a screen's islands inside the root layout's shell messages) the outer messages stay
 * available, so each provider ships only what the outer one lacks.
 */
export function ClientIntl({ locale, messages, children }: { locale: string; messages: Messages; children: ReactNode }) {
  const outer = useContext(IntlContext);
  const merged = useMemo(() => (outer ? { ...(outer.messages as Messages), ...messages } : messages), [outer, messages]);
  return (
    <IntlProvider locale={locale} messages={merged} defaultLocale="en">
      {children}
    </IntlProvider>
  );
}

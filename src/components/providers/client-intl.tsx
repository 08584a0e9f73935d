'use client';

import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';

/**
 * react-intl for client islands. The server passes only the messages the islands use, already
 * parsed (see src/i18n/client-messages.ts): the browser has no ICU parser.
 */
export function ClientIntl({ locale, messages, children }: { locale: string; messages: Record<string, MessageFormatElement[]>; children: ReactNode }) {
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale="en">
      {children}
    </IntlProvider>
  );
}

'use client';

import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';

/**
 * react-intl for client islands. The server passes only the messages the islands use
 * (see src/i18n/client-messages.ts), not the whole catalogue.
 */
export function ClientIntl({ locale, messages, children }: { locale: string; messages: Record<string, string>; children: ReactNode }) {
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale="en">
      {children}
    </IntlProvider>
  );
}

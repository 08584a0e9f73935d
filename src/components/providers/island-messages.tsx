import type { ReactNode } from 'react';
import { shellMessageGroup } from '@/components/shell/message-group';
import { languageTag, type Locale } from '@/domain/model/locale';
import { clientMessages } from '@/i18n/client-messages';
import type { MessageGroup } from '@/i18n/message-group';
import { ClientIntl } from './client-intl';

/**
 * The messages of one screen's islands around that screen (DESIGN §7: messages per screen). The
 * root layout already carries the shell's, so they are not sent again. A page of no site, or a
 * screen without islands, gets no provider.
 */
export function IslandMessages({ locale, groups, children }: { locale: Locale | null; groups: readonly MessageGroup[]; children: ReactNode }) {
  if (locale === null || groups.length === 0) return children;
  return (
    <ClientIntl locale={languageTag(locale)} messages={clientMessages(locale, groups, [shellMessageGroup])}>
      {children}
    </ClientIntl>
  );
}

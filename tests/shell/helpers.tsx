import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { languageTag, type Locale } from '@/domain/model/locale';
import { shellMessageGroup } from '@/components/shell/message-group';
import { clientMessages } from '@/i18n/client-messages';

/** Renders a shell island as the layout does: inside react-intl with the site's client messages. */
export function renderInSite(ui: ReactElement, locale: Locale = 'fr_FR', options?: Omit<RenderOptions, 'wrapper'>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={languageTag(locale)} messages={clientMessages(locale, [shellMessageGroup])} defaultLocale="en">
      {children}
    </IntlProvider>
  );
  return render(ui, { wrapper, ...options });
}

/** Removes every cookie jsdom holds for the page. */
export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
  }
}

import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import type { Locale } from '@/domain/model/locale';
import { languageTag } from '@/domain/model/locale';
import { clientMessages } from '@/i18n/client-messages';

/** jsdom lacks the observers Radix's positioning uses; the tests do not need real layout. */
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;

/** Renders a client island as the layout does: inside react-intl with the site's client messages. */
export function renderIsland(ui: ReactElement, locale: Locale = 'fr_FR') {
  return render(
    <IntlProvider locale={languageTag(locale)} messages={clientMessages(locale)} defaultLocale="en">
      {ui}
    </IntlProvider>,
  );
}

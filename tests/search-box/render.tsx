import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import type { Locale } from '@/domain/model/locale';
import { languageTag } from '@/domain/model/locale';
import { filtersMessageGroup } from '@/components/filters/message-group';
import { mapMessageGroup } from '@/components/map/message-group';
import { offerCardMessageGroup } from '@/components/offer-card/message-group';
import { searchBoxMessageGroup } from '@/components/search-box/message-group';
import { clientMessages } from '@/i18n/client-messages';
import type { MessageGroup } from '@/i18n/message-group';

/** The shared islands' groups (each with the groups it uses: calendar, UI primitives). */
const SHARED_ISLAND_GROUPS: readonly MessageGroup[] = [searchBoxMessageGroup, filtersMessageGroup, offerCardMessageGroup, mapMessageGroup];

/** jsdom lacks the observers Radix's positioning uses; the tests do not need real layout. */
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;

/** Renders a client island as a screen does: inside react-intl with its islands' messages (parsed by the server). */
export function renderIsland(ui: ReactElement, locale: Locale = 'fr_FR', groups: readonly MessageGroup[] = SHARED_ISLAND_GROUPS) {
  return render(
    <IntlProvider locale={languageTag(locale)} messages={clientMessages(locale, groups)} defaultLocale="en">
      {ui}
    </IntlProvider>,
  );
}

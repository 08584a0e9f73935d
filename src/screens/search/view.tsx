import { MobileSearchModal, SearchBox } from '@/components/search-box';
import { Shell } from '@/components/shell/shell';
import type { Flow } from '@/domain/model/cms';
import { getIntl } from '@/i18n/server';
import { href, type RouteOf } from '@/routing';
import type { SearchFlow } from '@/routing/route';
import { getFeatures } from '@/settings/features';
import type { ScreenContext } from '../screen-module';
import { switchFlowsOf } from './flow-switch-href';
import { GiftCardBanner, InlineBlockView } from './inline-blocks';
import type { SearchData } from './load';
import { ResultsIsland } from './results-island';
import { searchAreaTitleTemplate, searchTitle } from './title';
import { VoucherPanel } from '../beneficiary/voucher-panel';
import styles from './search.module.css';
// The stylesheets of what the server draws in the results island's place (the cards, the filter bar):
// the island's chunk, and the CSS that comes with it, loads on intent (results-on-intent.tsx). Imported
// here, on the server, they come with the page and add no script. The e2e spec server-html-styles
// checks that every class of a page's server HTML is styled.
import '@/components/offer-card/offer-card.module.css';
import '@/components/filters/filters.module.css';

/** The shell's flow (banners, header search) for a search flow: box and beneficiary searches are gift stays. */
export function shellFlowOf(flow: SearchFlow): Flow {
  if (flow === 'box' || flow === 'beneficiary') return 'gifting';
  return flow;
}

/**
 * The search results page: the heading and the first page of results are server-rendered (crawlers
 * and no-JS visitors get real cards with links); the island then follows the hash.
 */
export function SearchView({ route, data, context }: { route: RouteOf<'search'>; data: SearchData; context: ScreenContext }) {
  const { locale } = route;
  const intl = getIntl(locale);
  const flow = shellFlowOf(data.path.flow);
  const title = searchTitle(intl, data.path, data.labels);
  return (
    <Shell route={route} context={context} pageKind="search" flow={flow} headerSearch={<MobileSearchModal locale={locale} flow={flow} trigger="icon" />}>
      <main id="main" className={styles.page}>
        {data.path.flow !== 'box' && data.path.flow !== 'beneficiary' ? (
          <div className={styles.searchBox}>
            <SearchBox
              locale={locale}
              flow={flow}
              current={{ destination: data.labels.city ? { id: data.labels.city.id, label: data.labels.city.label, category: 'city', value: data.labels.city.slug } : null }}
            />
          </div>
        ) : null}
        {data.voucher ? <VoucherPanel panel={data.voucher} locale={locale} intl={intl} /> : null}
        {/* The island renders the heading: it names the area the hash holds once it has read it. */}
        <ResultsIsland
          heading={{ title, areaTemplate: searchAreaTitleTemplate(intl, data.path, data.labels) }}
          locale={locale}
          path={data.path}
          initialResults={data.results}
          cityLabel={data.labels.city?.label ?? null}
          mapTileUrl={data.mapTileUrl}
          switchFlows={switchFlowsOf(data.path.flow, getFeatures().activityOnly)}
          blocks={{
            afterFirstRow: data.blocks.afterFirstRow ? <InlineBlockView block={data.blocks.afterFirstRow} intl={intl} /> : null,
            afterNinth: data.blocks.afterNinth ? <InlineBlockView block={data.blocks.afterNinth} intl={intl} /> : null,
          }}
          topBanner={data.path.flow === 'gifting' ? <GiftCardBanner intl={intl} href={href.giftCard(locale)} /> : null}
        />
      </main>
    </Shell>
  );
}

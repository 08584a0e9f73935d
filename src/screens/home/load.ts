import { fetchHomepage, fetchPromoBars, homepageForFlow } from '@/api/cms';
import { isJumbotronVisible } from '@/domain/content/countdown';
import type { ResolvedBlock } from '@/components/blocks';
import { DEFAULT_TOP_RESULTS_COUNT, type AnnouncementBanner, type HomepageFlow, type Jumbotron, type PromoBar, type TopSearchResultsBlock } from '@/domain/model/cms';
import type { Locale } from '@/domain/model/locale';
import { getIntl } from '@/i18n/server';
import type { RouteOf } from '@/routing';
import { href } from '@/routing';
import { resolveBlocks } from '../content/resolve-blocks.server';
import type { ScreenContext } from '../screen-module';
import { homeFlowOf, type HomeFlow } from './flow';
import { homeMessages as m } from './messages';

export interface HomeData {
  flow: HomeFlow;
  /** cms: the content-managed page; default: the CMS failed, a plain home still works. */
  source: 'cms' | 'default';
  seo: { title: string; description: string } | null;
  /** The homepage call's banner for the flow (null: none planned); undefined: no homepage, the gateway's banner shows. */
  announcementBanner: AnnouncementBanner | null | undefined;
  promoBar: PromoBar | null;
  header: HomepageFlow['header'];
  /** The flow's jumbotron, unless its countdown is outside its window (then the plain hero shows). */
  jumbotron: Jumbotron | null;
  blocks: ResolvedBlock[];
  footer: HomepageFlow['footer'];
}

/** The default home's list: twice the landing default, enough to fill two rows. */
export const DEFAULT_HOME_RESULTS = DEFAULT_TOP_RESULTS_COUNT * 2;

/**
 * The home page of a flow from the CMS (part 2 §2), falling back to the booking flow's content.
 * A failed homepage call never breaks the page: the default home keeps the search box and a
 * top-results block straight from the search API.
 */
export async function load(route: RouteOf<'home'>, context: ScreenContext): Promise<HomeData> {
  const { locale } = route;
  const flow = homeFlowOf(context.searchParams);
  const [homepage, promoBars] = await Promise.all([fetchHomepage(locale), fetchPromoBars(locale)]);
  const content = homepage.ok ? homepageForFlow(homepage.data, flow) : null;
  // The promo bar planned for this page and flow; the homepage's own bar when the call fails.
  const planned = promoBars.ok ? (promoBars.data.find((bar) => bar.page === 'home' && bar.flow === flow) ?? null) : undefined;
  if (!content) return defaultHome(locale, flow, context.now, planned ?? null);

  return {
    flow,
    source: 'cms',
    seo: { title: content.seo.title, description: content.seo.description },
    announcementBanner: content.announcementBanner,
    promoBar: planned !== undefined ? planned : content.promoBar,
    header: content.header,
    jumbotron: content.jumbotron && isJumbotronVisible(content.jumbotron, context.now) ? content.jumbotron : null,
    blocks: await resolveBlocks(content.blocks, { locale, now: context.now }),
    footer: content.footer,
  };
}

async function defaultHome(locale: Locale, flow: HomeFlow, now: Date, promoBar: PromoBar | null): Promise<HomeData> {
  const intl = getIntl(locale);
  const topResults: TopSearchResultsBlock = {
    type: 'topSearchResults',
    id: 'default-top-results',
    title: intl.formatMessage(m.defaultTopResults),
    searchParams: { resultsCount: DEFAULT_HOME_RESULTS, type: 'weekend', url: href.search(locale), newTab: false },
    criteria: { city: null, theme: null },
  };
  return {
    flow,
    source: 'default',
    seo: null,
    announcementBanner: undefined,
    promoBar,
    header: null,
    jumbotron: null,
    blocks: await resolveBlocks([topResults], { locale, now }),
    footer: null,
  };
}

import type { ReactNode } from 'react';
import { fetchAnnouncementBanners, fetchPromoBars } from '@/api/cms';
import { isDraftPreview } from '@/api/core/draft.server';
import { DatedPeriodsProvider } from '@/components/calendar/dated-periods';
import { loadDatedPeriods } from '@/components/calendar/dated-periods.server';
import { fetchMenu, type Menu } from '@/api/menu';
import type { AnnouncementBanner as Banner, AnnouncementBannerEntry, Flow, PromoBar as Bar } from '@/domain/model/cms';
import type { Locale } from '@/domain/model/locale';
import { getIntl } from '@/i18n/server';
import type { Route } from '@/routing';
import { isActivityHref } from '@/routing/activity-routes';
import { getFeatures } from '@/settings/features';
import { pageCategoryOf } from '@/tracking/page-category';
import { Tracking } from '@/tracking/tracking';
import { AnnouncementBanner } from './banner/announcement-banner';
import { PromoBar } from './banner/promo-bar';
import { CareBar } from './care/care-bar';
import { PreviewBar, previewExitHref } from './preview/preview-bar';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { SimplifiedHeader } from './header/simplified-header';
import { shellMessages as m } from './messages';
import type { ShellContext } from './shell-context';
import { menuWithoutLinks } from './rules/activity-links';
import { bannerToShow, promoBarToShow, type ShellPageKind } from './rules/banner';
import { ScrollToTop } from './scroll-to-top';
import { getShellSettings } from './settings';
import { TopBar } from './top-bar/top-bar';
import styles from './shell.module.css';

export type ShellVariant = 'full' | 'simplified';

export interface ShellProps {
  /** The page's route; null for pages without one (the not-found page). */
  route: Route | null;
  context: ShellContext;
  /** 'simplified' (checkout-like pages): back arrow and logo only, no top bar, no footer. */
  variant?: ShellVariant;
  /** Simplified pages: where the back arrow leads, when the page knows (otherwise the shell's rule). */
  backHref?: string;
  /** Which announcement banner the page shows (home, product, search); 'other' shows none. */
  pageKind?: ShellPageKind;
  flow?: Flow;
  /** The page's own announcement banner (the homepage call's, for its flow); null: none. Absent: the gateway's. */
  announcementBanner?: Banner | null;
  /** The page's own promo bar (the home chooses it, with its homepage's as fallback); null: none. Absent: the CMS's list. */
  promoBar?: Bar | null;
  /** The mobile search modal, placed in the header (the search box engineer's island). */
  headerSearch?: ReactNode;
  children: ReactNode;
}

interface ShellData {
  menu: Menu | null;
  banners: AnnouncementBannerEntry[];
  bars: Bar[];
}

/**
 * A failed menu, banner or promo bar call leaves the shell usable: no mega-menu, no banner, no bar.
 * A page that brings its own banner or bar (the home), or shows none, does not ask for the list.
 */
async function shellData(locale: Locale, needs: { banners: boolean; bars: boolean }): Promise<ShellData> {
  const options = { timeoutMs: 1500 };
  const [menu, banners, bars] = await Promise.all([
    fetchMenu(locale, options),
    needs.banners ? fetchAnnouncementBanners(locale, options) : null,
    needs.bars ? fetchPromoBars(locale, options) : null,
  ]);
  // Off, the activity-only flow has no links in the menus (part 2 §2).
  const shown = menu.ok ? (getFeatures().activityOnly ? menu.data : menuWithoutLinks(menu.data, isActivityHref)) : null;
  return { menu: shown, banners: banners?.ok ? banners.data : [], bars: bars?.ok ? bars.data : [] };
}

/**
 * The application shell every screen wraps its view in: skip link, customer-care bar, announcement
 * banner, header (full or simplified), the desktop top bar with the mega-menu, the page, the footer
 * (full pages only), and the scroll and tracking islands. A server component: everything a crawler
 * needs (links of the menus and footer) is in the HTML; islands only add behaviour.
 *
 *   <Shell route={route} context={context} pageKind="home" flow="booking">{view}</Shell>
 *
 * The page's own content should be a <main> (the shell does not add one).
 */
export async function Shell({ route, context, variant = 'full', backHref, pageKind = 'other', flow = 'booking', announcementBanner, promoBar, headerSearch, children }: ShellProps) {
  const locale = route?.locale ?? context.request.locale;
  const screen = route?.screen ?? null;
  const facts = {
    locale: locale ?? '',
    pageCategory: pageCategoryOf(screen),
    pathname: context.request.pathname,
    customerCare: context.request.customerCare,
  };
  if (locale === null) {
    // A page of no site (an unknown first segment): nothing to link to but the splash.
    return (
      <>
        <div id="main-content" tabIndex={-1} className={styles.content}>
          {children}
        </div>
        <Tracking {...facts} />
      </>
    );
  }

  const intl = getIntl(locale);
  const settings = getShellSettings();
  const customerCare = context.request.customerCare;
  // The calendar's popular dated periods (CMS), started alongside the shell's other calls.
  const datedPeriodsLoad = loadDatedPeriods(locale);
  const shown = pageKind !== 'other' && !customerCare;
  const [{ menu, banners, bars }, draft] = await Promise.all([
    shellData(locale, { banners: shown && announcementBanner === undefined, bars: shown && promoBar === undefined }),
    isDraftPreview(),
  ]);
  const banner = bannerToShow({ entries: banners, own: announcementBanner, pageKind, flow, customerCare, now: context.now });
  const bar = promoBarToShow({ bars, own: promoBar, pageKind, flow, customerCare });
  const datedPeriods = await datedPeriodsLoad;

  return (
    <DatedPeriodsProvider periods={datedPeriods}>
      <div className={styles.shell}>
        <a className={styles.skipLink} href="#main-content">
          {intl.formatMessage(m.skipToContent)}
        </a>
        {draft ? <PreviewBar locale={locale} exitHref={previewExitHref(context.request.pathname, context.searchParams)} /> : null}
        {customerCare ? <CareBar locale={locale} siteUrl={context.siteUrl} /> : null}
        {banner ? <AnnouncementBanner locale={locale} banner={banner} nowMs={context.now.getTime()} /> : null}
        {variant === 'full' ? (
          <>
            <Header
              locale={locale}
              context={context}
              settings={settings}
              menu={menu}
              headerSearch={headerSearch}
            />
            <TopBar locale={locale} menu={menu} />
          </>
        ) : (
          <SimplifiedHeader locale={locale} screen={screen} backHref={backHref} />
        )}
        {bar ? <PromoBar bar={bar} intl={intl} /> : null}
        <div id="main-content" tabIndex={-1} className={styles.content}>
          {children}
        </div>
        {variant === 'full' ? <Footer locale={locale} links={settings.links} now={context.now} /> : null}
        <ScrollToTop pathname={context.request.pathname} keepScroll={screen === 'search'} />
        <Tracking {...facts} />
      </div>
    </DatedPeriodsProvider>
  );
}

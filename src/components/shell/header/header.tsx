import type { ReactNode } from 'react';
import type { Menu } from '@/api/menu';
import { HelpIcon } from '@/components/ui/icons';
import { IntentLink } from '@/components/ui/intent-link';
import type { Locale } from '@/domain/model/locale';
import { getIntl } from '@/i18n/server';
import { href } from '@/routing';
import { getFeatures } from '@/settings/features';
import { shellMessages as m } from '../messages';
import { siteLinks } from '../rules/footer-links';
import { giftButtonBehaviour } from '../rules/gift-button';
import { isPrefetchable } from '../rules/prefetch';
import type { ShellSettings } from '../settings';
import type { ShellContext } from '../shell-context';
import { AccountButton } from './account-button';
import { BurgerButton } from './burger-button';
import { GiftButton } from './gift-button';
import type { GiftChoice } from './gift-choice';
import { Logo } from './logo';
import styles from './header.module.css';

/** The page's own address without its hash (the server never sees the hash): the sign-in origin until the island knows better. */
function currentUrl(context: ShellContext): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(context.searchParams)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, item);
  }
  const search = query.toString();
  return `${context.siteUrl}${context.request.pathname}${search ? `?${search}` : ''}`;
}

export interface HeaderProps {
  locale: Locale;
  context: ShellContext;
  settings: ShellSettings;
  menu: Menu | null;
  /** The brand's mobile app ('wed-mobile'): the burger offers the site selector. */
  headerSearch?: ReactNode;
}

/**
 * The full header: burger (below the desktop breakpoint), logo, the search slot, help, gift and
 * account. Server-rendered links; the gift, account and burger buttons are small islands that
 * load their panels when first opened.
 */
export function Header({ locale, context, settings, menu, headerSearch }: HeaderProps) {
  const intl = getIntl(locale);
  const choices: Array<Omit<GiftChoice, 'prefetch'>> = [
    { id: 'box', href: href.boxes(locale) },
    { id: 'stay', href: href.search(locale, { flow: 'gifting' }) },
    { id: 'card', href: href.giftCard(locale) },
    // The activity voucher choice only while the activity-only feature is on.
    ...(getFeatures().activityOnly ? [{ id: 'activity' as const, href: href.search(locale, { flow: 'activity' }) }] : []),
  ];
  // Only our own screens are prefetched on intent (src/components/shell/rules/prefetch.ts).
  const giftChoices: GiftChoice[] = choices.map((choice) => ({ ...choice, prefetch: isPrefetchable(choice.href) }));
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <div className={styles.burger}>
          <BurgerButton
            locale={locale}
            items={menu?.items ?? []}
            themesPanel={menu?.themesPanel ?? null}
            links={{
              myBooking: href.bookingLookup(locale),
              giftBoxLogin: href.beneficiaryLogin(),
              wishlist: href.account.wishlist(),
              contact: href.contact(locale),
            }}
            sites={siteLinks()}
            social={settings.links.social}
          />
        </div>
        <IntentLink href={href.home(locale)} className={styles.logo} aria-label={intl.formatMessage(m.home)} data-analytics-action="header-logo">
          <Logo />
        </IntentLink>
        {headerSearch ? <div className={styles.search}>{headerSearch}</div> : null}
        <div className={styles.actions}>
          <IntentLink href={href.contact(locale)} prefetchOnIntent={isPrefetchable(href.contact(locale))} className={styles.action} data-analytics-action="header-help">
            <HelpIcon />
            <span className={styles.actionLabel}>{intl.formatMessage(m.help)}</span>
          </IntentLink>
          <GiftButton behaviour={giftButtonBehaviour({ locale, customerCare: context.request.customerCare, giftSiteUrl: settings.links.giftSite })} choices={giftChoices} />
          <AccountButton
            accountToggle={settings.customerAccountEnabled}
            signInHref={href.account.signIn(currentUrl(context))}
            links={{ profile: href.account.profile(), trips: href.account.trips(), wishlist: href.account.wishlist() }}
          />
        </div>
      </div>
    </header>
  );
}

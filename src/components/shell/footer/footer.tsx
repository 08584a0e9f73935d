import { Fragment } from 'react';
import { IntentLink } from '@/components/ui/intent-link';
import type { Locale } from '@/domain/model/locale';
import { getIntl } from '@/i18n/server';
import { FacebookIcon, InstagramIcon, PinterestIcon, YoutubeIcon } from '@/components/ui/icons';
import { shellMessages as m } from '../messages';
import { countryLinks, footerLinks } from '../rules/footer-links';
import { isPrefetchable } from '../rules/prefetch';
import { telHref } from '../rules/support-phone';
import type { ShellLinks } from '../settings';
import { SiteSwitchButton } from '../sites/site-switch-button';
import styles from './footer.module.css';
import { UserAgentSwitch } from '../user-agent/user-agent-switch';

const SOCIAL_ICONS = { facebook: FacebookIcon, instagram: InstagramIcon, pinterest: PinterestIcon, youtube: YoutubeIcon } as const;

/**
 * The footer (part 1 §2, part 2 §2): contact and the help centre with the advisers' hours
 * (Mon-Fri 10-18, part 1 §9), partner signup, press (fr_FR and es_ES only), jobs, and one site per
 * country. In the mobile app the country links are buttons calling the app's native switch.
 * Full pages only: the shell leaves it out of simplified pages.
 */
export function Footer({ locale, links, now }: { locale: Locale; links: ShellLinks; now: Date }) {
  const intl = getIntl(locale);
  const footer = footerLinks(locale, links);
  return (
    <footer className={styles.footer} data-testid="footer">
      <div className={styles.inner}>
        <section className={styles.section} aria-labelledby="footer-help">
          <h2 id="footer-help" className={styles.title}>
            {intl.formatMessage(m.footerHelpTitle)}
          </h2>
          <ul className={styles.list}>
            <li>
              <IntentLink href={footer.contact} prefetchOnIntent={isPrefetchable(footer.contact)} data-analytics-action="footer-contact">
                {intl.formatMessage(m.footerContact)}
              </IntentLink>
            </li>
            <li>
              <a href={footer.helpCentre} data-analytics-action="footer-help-centre">
                {intl.formatMessage(m.footerHelpCentre)}
              </a>
            </li>
          </ul>
          <p className={styles.phone} data-testid="support-phone">
            {intl.formatMessage(m.footerPhone)}{' '}
            <a href={telHref(links.supportPhone[locale])} data-analytics-action="footer-phone">
              {links.supportPhone[locale]}
            </a>
          </p>
          <p className={styles.hours}>{intl.formatMessage(m.footerHours)}</p>
        </section>

        <section className={styles.section} aria-labelledby="footer-company">
          <h2 id="footer-company" className={styles.title}>
            {intl.formatMessage(m.footerCompanyTitle)}
          </h2>
          <ul className={styles.list}>
            <li>
              <a href={footer.partnerSignup} data-analytics-action="footer-partner">
                {intl.formatMessage(m.footerPartner)}
              </a>
            </li>
            {footer.press ? (
              <li>
                <a href={footer.press} data-analytics-action="footer-press">
                  {intl.formatMessage(m.footerPress)}
                </a>
              </li>
            ) : null}
            <li>
              <a href={footer.jobs} data-analytics-action="footer-jobs">
                {intl.formatMessage(m.footerJobs)}
              </a>
            </li>
          </ul>
        </section>

        <section className={styles.section} aria-labelledby="footer-sites">
          <h2 id="footer-sites" className={styles.title}>
            {intl.formatMessage(m.footerSitesTitle)}
          </h2>
          <ul className={styles.list} data-testid="footer-sites">
            {countryLinks(locale).map((country) => {
              // Belgium reads 'België / Belgique', each name marked with its language for screen readers;
              // one span around them, since a flex link would drop the spaces around the slash.
              const name = (
                <span>
                  {country.names.map((part, index) => (
                    <Fragment key={part.lang}>
                      {index > 0 ? ' / ' : null}
                      <span lang={part.lang}>{part.text}</span>
                    </Fragment>
                  ))}
                </span>
              );
              return (
                <li key={country.country}>
                  <UserAgentSwitch
                    when="app"
                    match={
                    <SiteSwitchButton className={styles.siteButton} switchTo={country.switchTo} fallbackHref={country.href} analyticsId={country.country.toLowerCase()} current={country.current}>
                      {name}
                    </SiteSwitchButton>
                    }
                    otherwise={
                    // A full load: another site has another language, html lang and catalogue.
                    <a
                      href={country.href}
                      hrefLang={country.names.length === 1 ? country.names[0]!.lang : undefined}
                      lang={country.names.length === 1 ? country.names[0]!.lang : undefined}
                      aria-current={country.current ? 'true' : undefined}
                      data-analytics-action={`footer-site-${country.country.toLowerCase()}`}
                    >
                      {name}
                    </a>
                    }
                  />
                </li>
              );
            })}
          </ul>
        </section>

        <section className={styles.section} aria-labelledby="footer-social">
          <h2 id="footer-social" className={styles.title}>
            {intl.formatMessage(m.footerSocialTitle)}
          </h2>
          <ul className={styles.social}>
            {links.social.map((network) => {
              const Icon = SOCIAL_ICONS[network.network];
              return (
                <li key={network.network}>
                  <a href={network.url} aria-label={network.label} rel="noopener" data-analytics-action={`social-${network.network}`}>
                    <Icon />
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
      <p className={styles.copyright}>{intl.formatMessage(m.footerCopyright, { year: String(now.getUTCFullYear()) })}</p>
    </footer>
  );
}

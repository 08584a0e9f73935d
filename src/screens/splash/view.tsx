import { POINTS_OF_SALE, type Locale } from '@/domain/model/locale';
import { getIntl } from '@/i18n/server';
import { href } from '@/routing';
import { CHOOSE_COUNTRY, SPLASH_TEXTS } from './countries';
import { splashMessages as m } from './messages';
import styles from './splash.module.css';

/**
 * The country splash: one entry per country, Belgium offering its two languages. The page has no
 * site: it is written in the visitor's language (html lang, the list's name), and every label in
 * another language carries the lang it is written in.
 */
export function SplashView({ data }: { data: { language: Locale } }) {
  const intl = getIntl(data.language);
  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.brand}>Escapade</h1>
      <ul className={styles.choose} aria-label={intl.formatMessage(m.countries)}>
        {CHOOSE_COUNTRY.map((line) => (
          <li key={line.lang} lang={line.lang}>
            {line.text}
          </li>
        ))}
      </ul>
      <ul className={styles.countries}>
        {POINTS_OF_SALE.map((country) => (
          <li key={country} className={styles.country} data-testid="splash-country">
            {SPLASH_TEXTS[country].languages.map((site) => (
              <a key={site.locale} className={styles.site} href={href.home(site.locale)} lang={site.lang} hrefLang={site.lang}>
                <span className={styles.countryName}>{site.country}</span>
                <span className={styles.language}>{site.language}</span>
              </a>
            ))}
          </li>
        ))}
      </ul>
    </main>
  );
}

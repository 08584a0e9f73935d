import { BELGIAN_LOCALES, href } from '@/routing';
import { BELGIUM_TEXTS } from '../splash/countries';
import styles from '../splash/splash.module.css';

/** `/be`: welcome text in Dutch and French, a continue button per language (nl-BE first). */
export function BeSplashView() {
  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.brand}>Escapade</h1>
      <ul className={styles.languages}>
        {BELGIAN_LOCALES.map((locale) => {
          const text = BELGIUM_TEXTS[locale];
          return (
            <li key={locale} lang={text.lang} className={styles.welcome} data-testid="be-splash-language">
              <h2>{text.welcome}</h2>
              <p>{text.intro}</p>
              <a className={styles.continue} href={href.home(locale)} hrefLang={text.lang}>
                {text.continue}
              </a>
            </li>
          );
        })}
      </ul>
    </main>
  );
}

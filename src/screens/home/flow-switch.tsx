import type { IntlShape } from 'react-intl/server';
import type { Locale } from '@/domain/model/locale';
import { href } from '@/routing';
import type { HomeFlow } from './flow';
import { homeMessages as m } from './messages';
import styles from './home.module.css';

/** Stays / Gifts: two links (each flow is its own URL, crawlable, no JavaScript needed). */
export function FlowSwitch({ locale, flow, intl }: { locale: Locale; flow: HomeFlow; intl: IntlShape }) {
  const items = [
    { flow: 'booking' as const, label: intl.formatMessage(m.flowStays), url: href.home(locale) },
    { flow: 'gifting' as const, label: intl.formatMessage(m.flowGifts), url: href.home(locale, { flow: 'gifting' }) },
  ];
  return (
    <nav aria-label={intl.formatMessage(m.flowLabel)}>
      <ul className={styles.flowSwitch}>
        {items.map((item) => (
          <li key={item.flow}>
            <a className={styles.flowLink} href={item.url} aria-current={item.flow === flow ? 'page' : undefined}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

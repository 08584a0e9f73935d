import type { IntlShape } from 'react-intl/server';
import { BlockImage, CmsLink } from '@/components/blocks';
import { Countdown } from '@/components/ui/countdown';
import { isCountdownVisible } from '@/domain/content/countdown';
import { SearchBox } from '@/components/search-box';
import type { Jumbotron } from '@/domain/model/cms';
import type { Locale } from '@/domain/model/locale';
import { blockMessages } from '@/components/blocks/messages';
import type { HomeFlow } from './flow';
import { FlowSwitch } from './flow-switch';
import { homeMessages as m } from './messages';
import styles from './home.module.css';

export interface HeroProps {
  locale: Locale;
  flow: HomeFlow;
  intl: IntlShape;
  /** The flow's jumbotron; null gives the plain hero (no CMS, or a jumbotron out of its window). */
  jumbotron: Jumbotron | null;
  now: Date;
}

/**
 * The top of the home page: the jumbotron's title (the page's h1), the flow switch, the search box
 * and the jumbotron's calls to action and cards (up to 5 columns, part 2 §9). Its image is the
 * page's LCP candidate. The space is reserved (min-height), so nothing shifts when it loads.
 */
export function Hero({ locale, flow, intl, jumbotron, now }: HeroProps) {
  const title = jumbotron?.title ?? intl.formatMessage(flow === 'gifting' ? m.defaultGiftingTitle : m.defaultTitle);
  const subtitle = jumbotron ? jumbotron.subtitle : intl.formatMessage(flow === 'gifting' ? m.defaultGiftingSubtitle : m.defaultSubtitle);
  const image = jumbotron?.image ?? null;
  return (
    <div className={styles.hero} data-testid="home-hero">
      {image ? <BlockImage src={image.url} alt={image.alt} width={1920} height={880} sizes="100vw" className={styles.heroImage} priority /> : null}
      <div className={styles.heroShade} />
      <div className={styles.heroInner}>
        <FlowSwitch locale={locale} flow={flow} intl={intl} />
        <h1 className={styles.heroTitle}>{title}</h1>
        {subtitle ? <p className={styles.heroSubtitle}>{subtitle}</p> : null}
        {jumbotron?.countDown && isCountdownVisible(jumbotron.countDown, now) ? (
          <Countdown
            as="p"
            end={jumbotron.countDown.end}
            nowMs={now.getTime()}
            label={intl.formatMessage(blockMessages.endsIn)}
            className={styles.heroCountdown}
          />
        ) : null}
        <div className={styles.heroSearch}>
          <SearchBox locale={locale} flow={flow} />
        </div>
        {jumbotron && jumbotron.ctas.length > 0 ? (
          <ul className={styles.heroCtas}>
            {jumbotron.ctas.map((cta, index) => (
              <li key={index}>
                <CmsLink url={cta.url} newTab={cta.newTab} intl={intl} className={styles.heroCta}>
                  {cta.label}
                </CmsLink>
              </li>
            ))}
          </ul>
        ) : null}
        {jumbotron && jumbotron.cards.length > 0 ? (
          <ul className={styles.heroCards} aria-label={intl.formatMessage(m.heroCards)}>
            {jumbotron.cards.slice(0, 5).map((card, index) => (
              <li key={`${card.url}-${index}`}>
                <CmsLink url={card.url} intl={intl} className={styles.heroCard}>
                  {card.image ? <BlockImage src={card.image} alt="" width={640} height={360} sizes="(min-width: 1024px) 230px, 45vw" /> : null}
                  <span className={styles.heroCardTitle}>{card.title}</span>
                </CmsLink>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

import Link from 'next/link';
import type { Locale } from '@/domain/model/locale';
import { getIntl } from '@/i18n/server';
import { shellMessages as m } from '../messages';
import type { BannerToShow } from '../rules/banner';
import { Countdown } from '@/components/ui/countdown';
import styles from './announcement-banner.module.css';

const VARIANTS: Readonly<Record<string, string | undefined>> = { promo: styles.promo, black: styles.black };

/**
 * The CMS's announcement banner, server-rendered above the header (its height is in the first
 * paint: no shift). Only the countdown is a client island.
 */
export function AnnouncementBanner({ locale, banner, nowMs }: { locale: Locale; banner: BannerToShow; nowMs: number }) {
  const intl = getIntl(locale);
  const { title, content, colorVariation } = banner.banner;
  const text = (
    <>
      <strong className={styles.title}>{title}</strong> <span>{content}</span>
    </>
  );
  return (
    <section
      className={`${styles.banner} ${VARIANTS[colorVariation ?? ''] ?? styles.default}`}
      aria-label={intl.formatMessage(m.announcement)}
      data-testid="announcement-banner"
    >
      <p className={styles.text}>
        {banner.href ? (
          <Link href={banner.href} prefetch={false} className={styles.link} data-analytics-action="announcement-banner">
            {text}
          </Link>
        ) : (
          text
        )}
      </p>
      {banner.countdown ? <Countdown className={styles.countdown} end={banner.countdown.end} nowMs={nowMs} data-testid="announcement-countdown" /> : null}
    </section>
  );
}

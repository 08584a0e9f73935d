'use client';

import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '@/domain/model/locale';
import { recentlyViewedExcept, type RecentlyViewedItem } from '@/domain/product/recently-viewed';
import { Carousel } from '@/components/carousel/carousel';
import { formatPrice } from '@/i18n/format';
import { readRecentlyViewed } from '@/state/recently-viewed';
import { recentlyViewedMessages as m } from './messages';
import styles from './recently-viewed.module.css';

/** Part 1 §9: carousel arrows scroll 4 items (the desktop step; narrower screens step by what is in view). */
export const RECENTLY_VIEWED_STEP = 4;

export interface RecentlyViewedCarouselProps {
  locale: Locale;
  /** The page's own product: left out of its carousel. */
  current: Pick<RecentlyViewedItem, 'id' | 'type'>;
}

const read = (locale: Locale): RecentlyViewedItem[] => {
  try {
    return readRecentlyViewed(window.localStorage, locale);
  } catch {
    // Storage blocked (private mode, a sandboxed frame): nothing to show.
    return [];
  }
};

function priceText(intl: ReturnType<typeof useIntl>, item: RecentlyViewedItem): string | null {
  if (!item.price) return null;
  const price = formatPrice(intl, item.price.sellPrice);
  return intl.formatMessage(item.type === 'ACTIVITY' ? m.perPerson : m.fromPrice, { price });
}

/**
 * The stays and activities the visitor saw on this site, most recent first, the current one left
 * out (part 2 §2 "a recently viewed carousel", §4 "Recently viewed list"). The list lives in the
 * browser: the server and the first render show nothing, the list is read after mount, and an
 * empty list renders nothing at all. The shared carousel moves it (arrows, arrow keys, swipe).
 */
export function RecentlyViewedCarousel({ locale, current }: RecentlyViewedCarouselProps) {
  const intl = useIntl();
  const id = useId();
  const [items, setItems] = useState<RecentlyViewedItem[]>([]);

  useEffect(() => {
    // Read once mounted (localStorage does not exist on the server); the page's own recorder may
    // write in the same tick, which changes nothing here since the current product is left out.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the browser's storage is only readable after mount
    setItems(recentlyViewedExcept(read(locale), current));
  }, [locale, current.id, current.type]); // eslint-disable-line react-hooks/exhaustive-deps

  if (items.length === 0) return null;

  return (
    <div className={styles.carousel} data-testid="recently-viewed">
      <h2 id={`${id}-title`} className={styles.title}>
        {intl.formatMessage(m.title)}
      </h2>
      <Carousel
        desktopStep={RECENTLY_VIEWED_STEP}
        labelledBy={`${id}-title`}
        previousLabel={intl.formatMessage(m.previous)}
        nextLabel={intl.formatMessage(m.next)}
        slides={items.map((item) => {
          const price = priceText(intl, item);
          return {
            key: `${item.type}-${item.id}`,
            content: (
              <article className={styles.card} data-testid="recently-viewed-item" data-type={item.type} data-id={item.id}>
                {item.imageUrl ? <img className={styles.image} src={item.imageUrl} alt="" width={640} height={360} loading="lazy" /> : <div className={styles.image} />}
                <div className={styles.body}>
                  <span className={styles.kind}>{intl.formatMessage(item.type === 'ACTIVITY' ? m.activity : m.stay)}</span>
                  <h3 className={styles.label}>
                    {item.uri ? (
                      <a className={styles.link} href={item.uri}>
                        {item.label}
                      </a>
                    ) : (
                      item.label
                    )}
                  </h3>
                  {item.hotel ? <p className={styles.place}>{item.hotel.label}</p> : null}
                  {price ? <p className={styles.price}>{price}</p> : null}
                </div>
              </article>
            ),
          };
        })}
      />
    </div>
  );
}

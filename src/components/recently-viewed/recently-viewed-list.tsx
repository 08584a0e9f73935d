'use client';

import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { RecentlyViewedItem } from '@/domain/product/recently-viewed';
import { Carousel } from '@/components/carousel/carousel';
import { formatPrice } from '@/i18n/format';
import { recentlyViewedMessages as m } from './messages';
import styles from './recently-viewed.module.css';

/** Part 1 §9: carousel arrows scroll 4 items (the desktop step; narrower screens step by what is in view). */
export const RECENTLY_VIEWED_STEP = 4;

function priceText(intl: ReturnType<typeof useIntl>, item: RecentlyViewedItem): string | null {
  if (!item.price) return null;
  const price = formatPrice(intl, item.price.sellPrice);
  return intl.formatMessage(item.type === 'ACTIVITY' ? m.perPerson : m.fromPrice, { price });
}

/** The recently viewed carousel itself, for a list that is not empty (./recently-viewed-carousel.tsx loads it). */
export function RecentlyViewedList({ items }: { items: RecentlyViewedItem[] }) {
  const intl = useIntl();
  const id = useId();

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

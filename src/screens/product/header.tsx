import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl/server';
import { ruleText } from '@/components/offer-card/rule-text';
import { hotelInfoMessages as h, mapLinkOf, Stars } from '@/components/hotel-info';
import { bookingCancellationTerms } from '@/domain/booking/cancellation-terms';
import { reviewScoreDisplay } from '@/domain/cards';
import { GIFT_PARTY } from '@/domain/gift/gift-party';
import { DEFAULT_PAX } from '@/domain/guests/pax';
import type { Hotel } from '@/domain/model/hotel';
import type { ProductDetail } from '@/domain/model/product';
import type { ReviewsBlock } from '@/domain/model/review';
import { formatScore } from '@/i18n/format';
import { CancellationLine } from './cancellation-line';
import type { ProductFlow } from './flow';
import { AutoDiscountNote, QuoteSwap } from './islands';
import { productMessages as m } from './messages';
import { PriceBlock, type ShownPrice } from './price-block';
import styles from './product.module.css';

/**
 * The top of the page (issue 10): label, hotel with stars, address with a map link, review summary,
 * headwords, price block and cancellation label. Without dates (the server never sees the hash) the
 * price is the from-price, or the gift price in gifting, where the reference price and the promo
 * are hidden (part 1 §6); once the booking island has quoted the visitor's stay, the price and the
 * cancellation label are the stay's (QuoteSwap; gifting keeps the gift price).
 */
export function ProductHeader({ detail, hotel, reviews, flow, intl, price: priceBlock }: {
  detail: ProductDetail;
  hotel: Hotel | null;
  reviews: ReviewsBlock | null;
  flow: ProductFlow;
  intl: IntlShape;
  /** Another price block (redemption's BENEFICIARY price; null: none, box mode); undefined: the booking or gift price. */
  price?: ReactNode;
}) {
  const location = detail.hotel.location;
  const address = hotel?.location.address ?? location?.address ?? location?.label ?? null;
  const mapHref = mapLinkOf(location?.lat ?? hotel?.location.lat, location?.lng ?? hotel?.location.lng);
  const review = reviewScoreDisplay(reviews ? { count: reviews.totalCount, average: reviews.score } : detail.hotel.review, { allIncentive: true });
  const price = detail.price;
  const gifting = flow === 'gifting';
  const amount = price ? (price.fromPrice ?? price.sellPrice) : null;
  // The server's price is for the API's default party, or the gift party in gifting (both 2 adults today).
  const shown: ShownPrice | null =
    price && amount !== null ? { sellPrice: amount, refPrice: price.refPrice, promo: price.promo, nights: price.nights, people: (gifting ? GIFT_PARTY : DEFAULT_PAX).adults } : null;
  const noDatesLabel = bookingCancellationTerms({ checkin: null, policy: null, cover: null }).headline;
  return (
    <header className={styles.header} data-testid="product-header">
      <h1 className={styles.title}>{detail.label}</h1>
      <p className={styles.hotelLine}>
        <span className={styles.hotelName}>{detail.hotel.label}</span> <Stars stars={detail.hotel.stars} intl={intl} />
      </p>
      {address ? (
        <p className={styles.address}>
          {address}
          {mapHref ? (
            <>
              {' · '}
              <a href={mapHref} target="_blank" rel="noopener noreferrer" className={styles.inlineLink}>
                {intl.formatMessage(h.seeOnMap)}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      <p className={styles.review} data-testid="product-review-summary">
        {review.kind === 'new' ? (
          <span className={styles.scoreNew}>{ruleText(intl, review.key)}</span>
        ) : (
          <a href="#reviews" className={styles.reviewLink}>
            <span className={styles.score}>{intl.formatMessage(h.reviewScore, { score: formatScore(intl, review.score) })}</span>
            {review.key ? <span className={styles.scoreLabel}>{ruleText(intl, review.key)}</span> : null}
            <span>{intl.formatMessage(h.reviewCount, { count: review.count })}</span>
          </a>
        )}
      </p>
      {detail.headwords.length > 0 ? (
        <ul className={styles.headwords}>
          {detail.headwords.map((headword) => (
            <li key={headword}>{headword}</li>
          ))}
        </ul>
      ) : null}
      {priceBlock !== undefined ? (
        priceBlock
      ) : shown === null ? null : gifting ? (
        <PriceBlock intl={intl} kind="gift" price={shown} />
      ) : (
        <QuoteSwap part="price">
          <PriceBlock intl={intl} kind="from" price={shown} />
        </QuoteSwap>
      )}
      {detail.autoDiscount && !gifting ? <AutoDiscountNote discount={detail.autoDiscount} gifting={gifting} /> : null}
      {gifting ? null : <QuoteSwap part="cancellation">{noDatesLabel ? <CancellationLine intl={intl} label={noDatesLabel} /> : null}</QuoteSwap>}
    </header>
  );
}

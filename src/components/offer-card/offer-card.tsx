'use client';

import { memo } from 'react';
import { useIntl } from 'react-intl';
import { roundedStars, starGlyphs } from '@/domain/cards/star-rating';
import { useMounted } from '@/components/ui/use-mounted';
import { cancellationLabel, cardDisplay, reviewScoreDisplay } from '@/domain/cards';
import type { Locale } from '@/domain/model/locale';
import type { BoxOfferCard, OfferCard } from '@/domain/model/search';
import type { SearchFlow } from '@/domain/search';
import { formatPrice, formatScore } from '@/i18n/format';
import { CardCarousel } from './card-carousel';
import { offerCardMessages as m } from './messages';
import { newYearsEveBadges } from './new-years-eve-badge';
import { RotatingBadges } from './rotating-badges';
import { StressIcon } from './stress-icon';
import { marketingLabelText, ruleText } from './rule-text';
import styles from './offer-card.module.css';

export type OfferCardLayout = 'full' | 'weekend' | 'singleVoucher';

export interface OfferCardProps {
  card: OfferCard | BoxOfferCard;
  flow: SearchFlow;
  locale: Locale;
  /** full: picture carousel and the wishlist slot; weekend and singleVoucher: one picture. */
  layout: OfferCardLayout;
  href: string;
  /** A card of the first row: its picture is loaded at once (LCP candidate). */
  priority?: boolean;
  /** The spec's "all-incentive mode": score labels from 7 instead of 9. */
  allIncentive?: boolean;
  onSeeOnMap?(card: OfferCard): void;
  onOtherOffers?(card: OfferCard): void;
  onWishlist?(card: OfferCard): void;
  wishlisted?: boolean;
}

function Stars({ count }: { count: number }) {
  const intl = useIntl();
  const { whole, half } = starGlyphs(count);
  return (
    <span className={styles.stars} role="img" aria-label={intl.formatMessage(m.stars, { stars: roundedStars(count) })}>
      {'★'.repeat(whole)}
      {half ? '½' : ''}
    </span>
  );
}

/**
 * An offer card (part 1 §2, §3, §6, §9): picture(s), badges, scarcity, hotel and stars, place with
 * 'See on the map', review score, cancellation, price by price type and the call to action. The
 * hotel name is the card's one link and covers the card, so a ctrl, shift, meta or middle click
 * opens the product in a new tab as any link does; the inner buttons sit above it. Memoised: the
 * results island re-renders when the hash is read after mount, and unchanged cards stay put.
 */
export const OfferCardView = memo(function OfferCardView(props: OfferCardProps) {
  const { card, flow, layout } = props;
  const intl = useIntl();
  // The discount line is drawn as for an assigned visitor; the stylesheet shows it only under the
  // document's mark of the variation (auto-discount-mark.tsx): the server's HTML needs no island for it.
  const display = cardDisplay(card, {
    flow,
    variationAssigned: true,
    fullCard: layout === 'full',
    hasWishlistHandler: props.onWishlist !== undefined,
  });
  const title = card.hotel?.label ?? card.label;
  const review = reviewScoreDisplay(card.hotel?.review, { allIncentive: props.allIncentive ?? true });
  const cancellation = cancellationLabel({
    checkin: card.checkin,
    policy: card.cancellation ? { cancellable: card.cancellation.cancellable, deadline: card.cancellation.deadline } : null,
  });
  const location = card.hotel?.location;
  const canMap = props.onSeeOnMap !== undefined && location?.lat != null && location.lng != null;
  const badges = [
    ...(display.promo !== null ? [{ key: 'promo', text: intl.formatMessage(m.promoBadge, { promo: display.promo }), promo: true }] : []),
    ...(card.lastMinute ? [{ key: 'lastMinute', text: intl.formatMessage(m.lastMinute) }] : []),
    ...newYearsEveBadges(intl, card, props.locale),
    ...card.marketingLabels.flatMap((code) => {
      const text = marketingLabelText(intl, code);
      return text ? [{ key: code, text }] : [];
    }),
  ];
  const gifting = flow === 'gifting';

  return (
    <article className={styles.card} data-testid="offer-card" data-layout={layout} data-card-id={card.id}>
      <div className={styles.media}>
        {layout === 'full' ? (
          <CardCarousel images={card.images} fallback={card.imageUrl} alt={card.label} priority={props.priority ?? false} />
        ) : card.imageUrl ? (
          <img className={styles.image} src={card.imageUrl} alt={card.label} width={640} height={360} loading={props.priority ? 'eager' : 'lazy'} fetchPriority={props.priority ? 'high' : undefined} />
        ) : (
          <div className={styles.imagePlaceholder} />
        )}
        <RotatingBadges badges={badges} />
        {display.wishlist && props.onWishlist ? <WishlistHeart card={card} wishlisted={props.wishlisted ?? false} onWishlist={props.onWishlist} /> : null}
      </div>
      <div className={styles.body}>
        {display.stressMessages.length > 0 || display.roomsLeft ? (
          <ul className={styles.stress} data-testid="stress-messages">
            {display.stressMessages.map((message) => (
              <li key={message.message} data-color={message.color}>
                <StressIcon icon={message.icon} />
                {message.message}
              </li>
            ))}
            {display.roomsLeft && !display.stressMessages.some((message) => message.color === 'scarcity') ? (
              <li data-color="scarcity">{ruleText(intl, display.roomsLeft.key, display.roomsLeft.values)}</li>
            ) : null}
          </ul>
        ) : null}
        <h3 className={styles.title}>
          <a className={styles.stretched} href={props.href}>
            {title}
          </a>
        </h3>
        {card.hotel?.stars ? <Stars count={card.hotel.stars} /> : null}
        {card.hotel ? <p className={styles.packageLabel}>{card.label}</p> : null}
        {location?.label || canMap ? (
          <p className={styles.place}>
            {location?.label ? <span>{location.label}</span> : null}
            {card.distanceKm !== null ? <span className={styles.muted}> · {intl.formatMessage(m.distance, { km: intl.formatNumber(card.distanceKm, { maximumFractionDigits: 1 }) })}</span> : null}
            {canMap ? (
              <button type="button" className={styles.linkButton} onClick={() => props.onSeeOnMap?.(card)} data-testid="card-see-on-map">
                {intl.formatMessage(m.seeOnMap)}
              </button>
            ) : null}
          </p>
        ) : null}
        <p className={styles.review} data-testid="card-review">
          {review.kind === 'new' ? (
            <span className={styles.scoreNew}>{ruleText(intl, review.key)}</span>
          ) : (
            <>
              <span className={styles.score}>{intl.formatMessage(m.scoreOutOf, { score: formatScore(intl, review.score) })}</span>
              {review.key ? <span className={styles.scoreLabel}>{ruleText(intl, review.key)}</span> : null}
              <span className={styles.muted}>{intl.formatMessage(m.reviews, { count: review.count })}</span>
            </>
          )}
        </p>
        {!gifting && cancellation ? (
          <p className={styles.cancellation} data-testid="card-cancellation">
            {ruleText(intl, cancellation.key, cancellation.key === 'offerCard.cancellation.modifiableUntil' ? { deadline: intl.formatDate(cancellation.values.deadline, { day: 'numeric', month: 'long', timeZone: 'UTC' }) } : {})}
          </p>
        ) : null}
        <div className={styles.priceBlock} data-testid="card-price">
          <span className={styles.priceLabel}>{ruleText(intl, display.priceLabelKey)}</span>
          {display.refPrice !== null ? (
            <s className={styles.refPrice}>
              <span className="visually-hidden">{intl.formatMessage(m.refPrice, { price: '' })}</span>
              {formatPrice(intl, display.refPrice)}
            </s>
          ) : null}
          <span className={styles.price} data-testid="card-sell-price">{formatPrice(intl, card.price.sellPrice)}</span>
          {gifting ? <span className={styles.muted}>{intl.formatMessage(m.perVoucher)}</span> : null}
          {card.participants ? <span className={styles.muted}>{intl.formatMessage(m.stay, { nights: card.nights, participants: card.participants })}</span> : null}
          {gifting && card.expiration ? (
            <span className={styles.muted}>{intl.formatMessage(m.validUntil, { date: intl.formatDate(card.expiration, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }) })}</span>
          ) : null}
        </div>
        {display.autoDiscount ? (
          <p className={styles.autoDiscount} data-testid="auto-discount">
            {intl.formatMessage(m.autoDiscount, { amount: formatPrice(intl, display.autoDiscount.value), code: display.autoDiscount.code })}
          </p>
        ) : null}
        <span className={styles.cta} aria-hidden="true">
          {ruleText(intl, display.cta.key, display.cta.values)}
        </span>
        {display.otherOffersLink && props.onOtherOffers ? (
          <button type="button" className={styles.linkButton} onClick={() => props.onOtherOffers?.(card)} data-testid="card-other-offers">
            {intl.formatMessage(m.otherOffers)}
          </button>
        ) : null}
      </div>
    </article>
  );
});

/**
 * The wishlist heart, drawn once mounted: it never is in the server HTML. The mount check lives
 * here, not in the card, so cards without a heart do not render again right after hydration.
 */
function WishlistHeart({ card, wishlisted, onWishlist }: { card: OfferCard; wishlisted: boolean; onWishlist(card: OfferCard): void }) {
  const intl = useIntl();
  const mounted = useMounted();
  if (!mounted) return null;
  return (
    <button
      type="button"
      className={styles.heart}
      aria-pressed={wishlisted}
      aria-label={intl.formatMessage(wishlisted ? m.wishlistRemove : m.wishlistAdd)}
      onClick={() => onWishlist(card)}
      data-testid="wishlist"
    >
      {wishlisted ? '♥' : '♡'}
    </button>
  );
}

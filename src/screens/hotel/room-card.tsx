import type { IntlShape } from 'react-intl/server';
import type { RoomCardOffer, RoomCard } from '@/domain/hotel/room-offers';
import { hasPromoBadge } from '@/domain/cards/promo';
import { formatPrice } from '@/i18n/format';
import { withStayHash } from '@/routing/with-stay-hash';
import type { Stay } from '@/state/hash/stay-hash';
import { CHOOSE_OFFER_ATTRIBUTE } from './choose-button';
import { hotelOffersMessages as m } from './offers-messages';
import styles from './offers.module.css';

export interface RoomCardViewProps {
  intl: IntlShape;
  room: RoomCard;
  /** The stay the offers' links hand on (the hash's dates and guests), or null: the plain paths. */
  linkStay: Stay | null;
}

/**
 * One room (part 2 §3 Room: label, size, type, capacity, highlights, images) with its offers
 * (price, nights, check-in, whether dates are selected, the short programme, pax). Each offer names
 * its product page, a plain link that crawlers and new tabs follow; its button chooses it here.
 * Markup only, drawn by the server without a stay and by the island with one.
 */
export function RoomCardView({ intl, room, linkStay }: RoomCardViewProps) {
  const facts = [
    intl.formatMessage(m.roomType, { type: room.type ?? 'other' }),
    room.size ? intl.formatMessage(m.roomSize, { size: room.size }) : null,
    room.capacity ? intl.formatMessage(m.roomCapacity, { count: room.capacity }) : null,
  ].filter((fact): fact is string => fact !== null);
  const listId = `room-offers-${room.key}`;
  return (
    <article className={styles.room} data-testid="hotel-room" aria-labelledby={`${listId}-title`}>
      {room.imageUrl ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.roomImage} src={room.imageUrl} alt={room.imageAlt} width={640} height={360} loading="lazy" decoding="async" />
      ) : null}
      <div className={styles.roomBody}>
        <h3 id={`${listId}-title`} className={styles.roomTitle}>
          {room.label}
        </h3>
        <p className={styles.roomFacts}>{facts.join(' · ')}</p>
        {room.highlights.length > 0 ? (
          <ul className={styles.chips}>
            {room.highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
        ) : null}
        <ul className={styles.roomOffers} aria-label={intl.formatMessage(m.offersOfRoom, { room: room.label })}>
          {room.offers.map((offer) => (
            <li key={offer.id} className={styles.offer} data-testid="room-offer" data-offer-id={offer.id}>
              <OfferLine intl={intl} offer={offer} stay={linkStay} />
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

function OfferLine({ intl, offer, stay }: { intl: IntlShape; offer: RoomCardOffer; stay: Stay | null }) {
  const price = formatPrice(intl, offer.sellPrice);
  const terms = [offer.hasSelectedDates ? intl.formatMessage(m.nights, { count: offer.nights }) : null, offer.paxCount ? intl.formatMessage(m.forPeople, { count: offer.paxCount }) : null].filter(
    (term): term is string => term !== null,
  );
  return (
    <>
      <div className={styles.offerText}>
        <a className={styles.offerLink} href={withStayHash(offer.path, stay)}>
          {offer.label}
        </a>
        {offer.intro && offer.intro !== offer.label ? <p className={styles.offerIntro}>{offer.intro}</p> : null}
        {terms.length > 0 ? <p className={styles.offerTerms}>{terms.join(' ')}</p> : null}
      </div>
      <div className={styles.offerPrice}>
        {hasPromoBadge(offer.promo) ? <span className={styles.promo}>{intl.formatMessage(m.promo, { promo: offer.promo })}</span> : null}
        {offer.refPrice !== null ? <s className={styles.refPrice}>{intl.formatMessage(m.refPrice, { price: formatPrice(intl, offer.refPrice) })}</s> : null}
        <span className={styles.price} data-testid="room-offer-price">
          {intl.formatMessage(offer.hasSelectedDates ? m.priceFor : m.priceFrom, { price })}
        </span>
        <button type="button" className={styles.primary} {...{ [CHOOSE_OFFER_ATTRIBUTE]: offer.id }} data-testid="room-offer-select" aria-label={intl.formatMessage(m.choose, { label: offer.label })}>
          {intl.formatMessage(m.chooseButton)}
        </button>
      </div>
    </>
  );
}

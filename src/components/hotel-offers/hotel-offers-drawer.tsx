'use client';

import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { bffGet, bffUrl } from '@/bff/client';
import { hotelOffersContract, hotelOffersQueryOf } from '@/bff/contracts/hotel-offers';
import { hotelOffersMessages as m, offerCardMessages as cardMessages } from '@/components/offer-card/messages';
import { hotelOffersStateMessages as states } from './offers-state-messages';
import { productHref } from '@/components/offer-card/card-href';
import { ruleText } from '@/components/offer-card/rule-text';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { hasPromoBadge, PRICE_TYPE_LABEL_KEYS } from '@/domain/cards';
import type { Locale } from '@/domain/model/locale';
import type { HotelOffer } from '@/domain/model/search';
import type { SearchFlow } from '@/domain/search';
import { formatPrice } from '@/i18n/format';
import { stayHref } from '@/routing/stay-href';
import type { Stay } from '@/state/hash/stay-hash';
import styles from '@/components/offer-card/offer-card.module.css';

export interface HotelOffersDrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  hotelId: number;
  hotelLabel: string;
  flow: SearchFlow;
  locale: Locale;
  /** The search's stay (whole criteria may be passed: the links take the stay's fields, checkout included). */
  criteria: Stay;
  /** 'See all offers' when nothing is available on the dates (part 2 §8): the page drops its dates. */
  onClearDates(): void;
}

function OfferRow({ offer, href }: { offer: HotelOffer; href: string }) {
  const intl = useIntl();
  return (
    <li className={styles.offerRow} data-testid="hotel-offer">
      {offer.imageUrl ? <img className={styles.offerRowImage} src={offer.imageUrl} alt="" width={112} height={84} loading="lazy" /> : <span />}
      <div>
        <h3 className={styles.title}>
          <a className={styles.stretched} href={href}>
            {offer.label}
          </a>
        </h3>
        {offer.roomLabel ? <p className={styles.packageLabel}>{offer.roomLabel}</p> : null}
        <p className={styles.priceBlock}>
          <span className={styles.priceLabel}>{ruleText(intl, PRICE_TYPE_LABEL_KEYS[offer.priceType])}</span>
          {offer.refPrice !== null && offer.refPrice > offer.sellPrice ? <s className={styles.refPrice}>{formatPrice(intl, offer.refPrice)}</s> : null}
          <span className={styles.price}>{formatPrice(intl, offer.sellPrice)}</span>
          {hasPromoBadge(offer.promo) ? <span className={styles.promoBadge}>{intl.formatMessage(cardMessages.promoBadge, { promo: offer.promo })}</span> : null}
        </p>
      </div>
    </li>
  );
}

/**
 * 'See the other offers from this hotel' (part 1 §2): a drawer from the bottom on mobile and the
 * right on desktop, loading, failed ('Oops, something went wrong', with a retry), empty (with dates:
 * 'Sorry, no availability on your dates.' and 'See all offers', which clears the dates; without:
 * no offers for this hotel) or listing the hotel's packages; 'Go back to search' closes it.
 */
export function HotelOffersDrawer(props: HotelOffersDrawerProps) {
  const intl = useIntl();
  const { criteria } = props;
  const query = hotelOffersQueryOf(props);
  const offers = useQuery({
    queryKey: ['hotel-offers', bffUrl(hotelOffersContract, query)],
    queryFn: ({ signal }) => bffGet(hotelOffersContract, query, { signal }),
    enabled: props.open,
  });
  // With dates an empty answer means nothing on those dates, not a hotel without offers (part 2 §8).
  const datesSet = criteria.checkin !== undefined;
  const list = offers.data ? [...(offers.data.main ? [offers.data.main] : []), ...offers.data.others] : [];
  const hrefOf = (offer: HotelOffer) => productHref({ id: offer.weekendId, uri: offer.uri }, props.flow, props.locale, criteria);
  // The hotel page, with the search's stay: its rooms are priced for the same dates and guests.
  const hotelHref = stayHref(props.locale, { hotel: props.hotelId }, criteria, { flow: props.flow });

  return (
    <Drawer
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={intl.formatMessage(m.title, { hotel: props.hotelLabel })}
      headerLayout="stacked"
      headerStart={
        <Button variant="ghost" onClick={() => props.onOpenChange(false)}>
          {intl.formatMessage(m.goBack)}
        </Button>
      }
      data-testid="hotel-offers-drawer"
    >
      <p className={styles.hotelPageLink}>
        <a href={hotelHref} data-testid="hotel-offers-hotel-page">
          {intl.formatMessage(m.hotelPage)}
        </a>
      </p>
      <div aria-busy={offers.isPending && props.open} aria-live="polite">
        {offers.isPending ? <p className={styles.state}>{intl.formatMessage(m.loading)}</p> : null}
        {offers.isError ? (
          <div className={styles.state} role="alert" data-testid="hotel-offers-error">
            <p>{intl.formatMessage(states.error)}</p>
            <Button variant="secondary" onClick={() => void offers.refetch()}>
              {intl.formatMessage(states.retry)}
            </Button>
          </div>
        ) : null}
        {offers.isSuccess && list.length === 0 && datesSet ? (
          <div className={styles.state} data-testid="hotel-offers-no-availability">
            <p>{intl.formatMessage(states.noAvailability)}</p>
            <Button variant="secondary" onClick={props.onClearDates}>
              {intl.formatMessage(states.seeAllOffers)}
            </Button>
          </div>
        ) : null}
        {offers.isSuccess && list.length === 0 && !datesSet ? (
          <div className={styles.state} data-testid="hotel-offers-empty">
            <p>{intl.formatMessage(states.empty)}</p>
            <p className={styles.muted}>{intl.formatMessage(states.emptyHint)}</p>
          </div>
        ) : null}
        {list.length > 0 ? (
          <>
            <p className={styles.muted}>{intl.formatMessage(m.count, { count: list.length })}</p>
            <ul className={styles.offerList}>
              {list.map((offer) => (
                <OfferRow key={offer.weekendId} offer={offer} href={hrefOf(offer)} />
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </Drawer>
  );
}

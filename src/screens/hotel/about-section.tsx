import type { IntlShape } from 'react-intl/server';
import { hotelInfoMessages as h, hoursLines, localTaxLine, petsLine, serviceLines } from '@/components/hotel-info';
import { HOTEL_SECTION_IDS } from '@/domain/hotel/hotel-sections';
import type { Hotel } from '@/domain/model/hotel';
import { ecoFacilityList, showsEcoLabel } from '@/domain/product';
import { seeMoreMessages } from '@/components/ui/see-more-messages';
import { InfoDialog, SeeMore } from './islands';
import { hotelMessages as m } from './messages';
import styles from './hotel.module.css';

/** The About section's id (its tab scrolls here). */
const ABOUT_ANCHOR = HOTEL_SECTION_IDS.about;

function List({ items, className }: { items: readonly string[]; className?: string }) {
  if (items.length === 0) return null;
  return (
    <ul className={className ?? styles.list}>
      {items.map((item, index) => (
        <li key={`${index}-${item}`}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * About the hotel (part 2 §2 About; part 1 §3 Hotel): description, facilities, check-in and
 * check-out, pets, important information and the local tax, each only when the hotel gives it.
 */
export function AboutSection({ hotel, intl }: { hotel: Hotel; intl: IntlShape }) {
  const hours = hoursLines(hotel.checkInOut, intl);
  const pets = petsLine(hotel.policy, intl);
  const services = serviceLines(hotel);
  const taxLine = hotel.localTax ? localTaxLine(hotel.localTax, intl) : null;
  const eco = ecoFacilityList(hotel.ecoFacilities);
  return (
    <section id={ABOUT_ANCHOR} className={styles.section} aria-labelledby={`${ABOUT_ANCHOR}-title`} data-testid="hotel-about">
      <h2 id={`${ABOUT_ANCHOR}-title`} className={styles.sectionTitle}>
        {intl.formatMessage(m.sectionAbout)}
      </h2>
      {hotel.description ? (
        <SeeMore text={hotel.description} labels={{ more: intl.formatMessage(seeMoreMessages.more), less: intl.formatMessage(seeMoreMessages.less) }} className={styles.text} />
      ) : null}
      <div className={styles.aboutGrid}>
        {hotel.highlightedFacilities.length > 0 || services.length > 0 ? (
          <div>
            <h3 className={styles.itemTitle}>{intl.formatMessage(m.facilities)}</h3>
            <List items={hotel.highlightedFacilities.map((facility) => facility.label)} className={styles.chips} />
            {services.length > 0 ? (
              <InfoDialog label={intl.formatMessage(h.hotelServices)} title={intl.formatMessage(h.hotelServices)} className={styles.linkButton} data-testid="hotel-services">
                <List items={services} />
              </InfoDialog>
            ) : null}
          </div>
        ) : null}
        {hours.length > 0 ? (
          <div data-testid="hotel-hours">
            <h3 className={styles.itemTitle}>{intl.formatMessage(h.hotelHours)}</h3>
            <List items={hours} />
          </div>
        ) : null}
        {pets ? (
          <div data-testid="hotel-pets">
            <h3 className={styles.itemTitle}>{intl.formatMessage(m.pets)}</h3>
            <p className={styles.text}>{pets}</p>
          </div>
        ) : null}
        {taxLine ? (
          <div data-testid="local-tax">
            <h3 className={styles.itemTitle}>{intl.formatMessage(h.localTax)}</h3>
            <p className={styles.text}>
              {taxLine}{' '}
              <InfoDialog label={intl.formatMessage(h.touristTaxTitle)} title={intl.formatMessage(h.touristTaxTitle)} className={styles.linkButton} data-testid="tourist-tax">
                <p>{intl.formatMessage(h.touristTaxBody)}</p>
              </InfoDialog>
            </p>
          </div>
        ) : null}
      </div>
      {hotel.importantInfos.length > 0 ? (
        <div data-testid="hotel-important-infos">
          <h3 className={styles.itemTitle}>{intl.formatMessage(m.importantInfos)}</h3>
          <List items={hotel.importantInfos} />
        </div>
      ) : null}
      {showsEcoLabel(hotel.ecoFacilities) ? (
        <p className={styles.text} data-testid="eco-label">
          <span>{intl.formatMessage(h.ecoLabel)}</span>{' '}
          <InfoDialog label={intl.formatMessage(h.ecoSee, { count: eco.length })} title={intl.formatMessage(h.ecoTitle)} className={styles.linkButton} data-testid="eco-facilities">
            <List items={eco} />
          </InfoDialog>
        </p>
      ) : null}
    </section>
  );
}

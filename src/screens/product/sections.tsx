import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl/server';
import { PROGRAMME_SUMMARY_MAX, truncateText } from '@/domain/cards/description-truncation';
import { hotelInfoMessages as h, hoursLines, localTaxLine, petsLine, serviceLines } from '@/components/hotel-info';
import type { Hotel } from '@/domain/model/hotel';
import { ecoFacilityList, showsEcoLabel, type ProductTab } from '@/domain/product';
import type { ProductActivity, ProductDetail, ProductRoom, Schedule } from '@/domain/model/product';
import { formatWeekday } from '@/i18n/format';
import { InfoDialog, SeeMore } from './islands';
import { productMessages as m } from './messages';
import { seeMoreMessages } from '@/components/ui/see-more-messages';
import styles from './product.module.css';

/** Each section's id is its tab's (src/domain/product/product-tabs.ts): the tabs scroll to it. */
export function Section({ id, title, children }: { id: ProductTab; title: string; children: ReactNode }) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`} data-testid={`section-${id}`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

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

function Schedules({ schedules, intl }: { schedules: readonly Schedule[]; intl: IntlShape }) {
  return <List items={schedules.map((schedule) => intl.formatMessage(m.schedule, { day: formatWeekday(intl, schedule.day), from: schedule.from, to: schedule.to }))} />;
}

function seeMoreLabels(intl: IntlShape) {
  return { more: intl.formatMessage(seeMoreMessages.more), less: intl.formatMessage(seeMoreMessages.less) };
}

/** The programme: what the stay includes, each line's summary cut at 250 characters (part 1 §9). */
export function DescriptionSection({ detail, intl }: { detail: ProductDetail; intl: IntlShape }) {
  return (
    <Section id="description" title={intl.formatMessage(m.sectionDescription)}>
      <List items={detail.programLines.map((line) => truncateText(line, PROGRAMME_SUMMARY_MAX))} className={styles.programme} />
    </Section>
  );
}

export function RoomSection({ room, intl }: { room: ProductRoom; intl: IntlShape }) {
  const facts = [
    room.bedding ? intl.formatMessage(m.roomBedding, { bedding: room.bedding }) : null,
    room.maxCapacity || room.capacity ? intl.formatMessage(m.roomCapacity, { count: room.maxCapacity || room.capacity }) : null,
    room.size ? intl.formatMessage(m.roomSize, { size: room.size }) : null,
  ].filter((fact): fact is string => fact !== null);
  const picture = room.images[0]?.sizes['640_360'] ?? room.images[0]?.url ?? room.imageUrl;
  const hasDetails = room.details !== null || room.importantInfos.length > 0;
  return (
    <Section id="room" title={intl.formatMessage(m.sectionRoom)}>
      <div className={styles.media}>
        {picture ? <img className={styles.mediaImage} src={picture} alt={room.images[0]?.alt || room.title} width={640} height={360} loading="lazy" /> : null}
        <div>
          <h3 className={styles.itemTitle}>{room.title}</h3>
          <List items={facts} className={styles.facts} />
          {room.description ? <SeeMore text={room.description} labels={seeMoreLabels(intl)} className={styles.text} /> : null}
          <List items={room.highlightedFacilities} className={styles.chips} />
          {hasDetails ? (
            <InfoDialog label={intl.formatMessage(m.roomDetails)} title={room.title} className={styles.linkButton} data-testid="room-details">
              {room.details ? (
                <>
                  <h3 className={styles.itemTitle}>{room.details.title}</h3>
                  <List items={room.details.lines} />
                </>
              ) : null}
              <List items={room.importantInfos} />
            </InfoDialog>
          ) : null}
        </div>
      </div>
    </Section>
  );
}

function ActivityItem({ activity, intl }: { activity: ProductActivity; intl: IntlShape }) {
  const facts = [
    activity.duration ? intl.formatMessage(m.activityDuration, { duration: activity.duration }) : null,
    activity.where ? intl.formatMessage(m.activityWhere, { where: activity.where }) : null,
    activity.when ? intl.formatMessage(m.activityWhen, { when: activity.when }) : null,
  ].filter((fact): fact is string => fact !== null);
  const hasDetails = activity.whyList.length > 0 || activity.mustKnowList.length > 0 || activity.schedules.length > 0 || activity.menu !== null || activity.importantInfos.length > 0 || activity.how !== null;
  return (
    <li className={styles.activity} data-testid="product-activity">
      {activity.imageUrl ? <img className={styles.activityImage} src={activity.imageUrl} alt="" width={320} height={180} loading="lazy" /> : null}
      <div>
        <h3 className={styles.itemTitle}>{activity.title}</h3>
        {activity.participantsLabel ? <p className={styles.muted}>{activity.participantsLabel}</p> : null}
        <List items={facts} className={styles.facts} />
        <List items={activity.detailList} />
        {activity.singleDay ? <p className={styles.muted}>{intl.formatMessage(m.activityNeedsDate)}</p> : null}
        {hasDetails ? (
          <InfoDialog label={intl.formatMessage(m.activityDetails)} title={activity.title} className={styles.linkButton} data-testid={`activity-details-${activity.activityId}`}>
            {activity.how ? <p>{activity.how}</p> : null}
            {activity.whyList.length > 0 ? (
              <>
                <h3 className={styles.itemTitle}>{intl.formatMessage(m.activityWhy)}</h3>
                <List items={activity.whyList} />
              </>
            ) : null}
            {activity.mustKnowList.length > 0 || activity.importantInfos.length > 0 ? (
              <>
                <h3 className={styles.itemTitle}>{intl.formatMessage(m.activityMustKnow)}</h3>
                <List items={[...activity.mustKnowList, ...activity.importantInfos]} />
              </>
            ) : null}
            {activity.schedules.length > 0 ? (
              <>
                <h3 className={styles.itemTitle}>{intl.formatMessage(m.activitySchedules)}</h3>
                <Schedules schedules={activity.schedules} intl={intl} />
              </>
            ) : null}
            {activity.menu ? (
              <>
                <h3 className={styles.itemTitle}>{intl.formatMessage(m.activityMenu)}</h3>
                <p className={styles.preLine}>{activity.menu}</p>
              </>
            ) : null}
          </InfoDialog>
        ) : null}
      </div>
    </li>
  );
}

/** Activities, dinners and breakfast (part 1 §3 activity fields). */
export function ExperienceSection({ detail, intl }: { detail: ProductDetail; intl: IntlShape }) {
  const { breakfast } = detail;
  return (
    <Section id="experience" title={intl.formatMessage(m.sectionExperience)}>
      <ul className={styles.activities}>
        {detail.activities.map((activity) => (
          <ActivityItem key={activity.activityId} activity={activity} intl={intl} />
        ))}
        {breakfast ? (
          <li className={styles.activityText} data-testid="product-breakfast">
            <div>
              <h3 className={styles.itemTitle}>{intl.formatMessage(m.breakfast)}</h3>
              <p className={styles.muted}>{breakfast.type}</p>
              <List items={breakfast.detailList} />
              <Schedules schedules={breakfast.schedules} intl={intl} />
              <List items={breakfast.mustKnowList} />
            </div>
          </li>
        ) : null}
      </ul>
    </Section>
  );
}

export function HotelSection({ hotel, intl }: { hotel: Hotel; intl: IntlShape }) {
  const pets = petsLine(hotel.policy, intl);
  const hours = hoursLines(hotel.checkInOut, intl);
  const services = serviceLines(hotel);
  const eco = ecoFacilityList(hotel.ecoFacilities);
  return (
    <Section id="hotel" title={intl.formatMessage(m.sectionHotel)}>
      <h3 className={styles.itemTitle}>{hotel.label}</h3>
      {hotel.description ? <SeeMore text={hotel.description} labels={seeMoreLabels(intl)} className={styles.text} /> : null}
      {hotel.highlightedFacilities.length > 0 ? (
        <>
          <h3 className={styles.itemTitle}>{intl.formatMessage(h.hotelHighlights)}</h3>
          <List items={hotel.highlightedFacilities.map((facility) => facility.label)} className={styles.chips} />
        </>
      ) : null}
      <div className={styles.dialogLinks}>
        {services.length > 0 ? (
          <InfoDialog label={intl.formatMessage(h.hotelServices)} title={intl.formatMessage(h.hotelServices)} className={styles.linkButton} data-testid="hotel-services">
            <List items={services} />
          </InfoDialog>
        ) : null}
        {hours.length > 0 ? (
          <InfoDialog label={intl.formatMessage(h.hotelHours)} title={intl.formatMessage(h.hotelHours)} className={styles.linkButton} data-testid="hotel-hours">
            <List items={hours} />
          </InfoDialog>
        ) : null}
      </div>
      {pets ? <p className={styles.text}>{pets}</p> : null}
      {showsEcoLabel(hotel.ecoFacilities) ? (
        <div className={styles.eco} data-testid="eco-label">
          <span>{intl.formatMessage(h.ecoLabel)}</span>{' '}
          <InfoDialog label={intl.formatMessage(h.ecoSee, { count: eco.length })} title={intl.formatMessage(h.ecoTitle)} className={styles.linkButton} data-testid="eco-facilities">
            <List items={eco} />
          </InfoDialog>
        </div>
      ) : null}
    </Section>
  );
}

/** Practical information: hours, things to know, getting there and the local tax with its explanation. */
export function PracticalSection({ detail, hotel, intl }: { detail: ProductDetail; hotel: Hotel | null; intl: IntlShape }) {
  const hours = hoursLines(hotel?.checkInOut ?? detail.hotel.checkInOut, intl);
  const thingsToKnow = [...new Set([...detail.hotel.importantInfos, ...(hotel?.importantInfos ?? [])])];
  const gettingThere = [
    hotel?.location.address ?? detail.hotel.location?.address ?? null,
    hotel?.airportLabel ? intl.formatMessage(h.airport, { label: hotel.airportLabel }) : null,
    hotel?.trainStationLabel ? intl.formatMessage(h.station, { label: hotel.trainStationLabel }) : null,
  ].filter((line): line is string => line !== null);
  const tax = hotel?.localTax ?? null;
  const taxLine = tax ? localTaxLine(tax, intl) : null;
  return (
    <Section id="practicalInfo" title={intl.formatMessage(m.sectionPractical)}>
      <List items={hours} className={styles.facts} />
      <div className={styles.dialogLinks}>
        {thingsToKnow.length > 0 ? (
          <InfoDialog label={intl.formatMessage(h.thingsToKnow)} title={intl.formatMessage(h.thingsToKnow)} className={styles.linkButton} data-testid="things-to-know">
            <List items={thingsToKnow} />
          </InfoDialog>
        ) : null}
        {gettingThere.length > 0 ? (
          <InfoDialog label={intl.formatMessage(h.gettingThere)} title={intl.formatMessage(h.gettingThere)} className={styles.linkButton} data-testid="getting-there">
            <List items={gettingThere} />
          </InfoDialog>
        ) : null}
      </div>
      {taxLine ? (
        <div className={styles.text} data-testid="local-tax">
          <strong>{intl.formatMessage(h.localTax)}</strong> {taxLine}{' '}
          <InfoDialog label={intl.formatMessage(h.touristTaxTitle)} title={intl.formatMessage(h.touristTaxTitle)} className={styles.linkButton} data-testid="tourist-tax">
            <p>{intl.formatMessage(h.touristTaxBody)}</p>
          </InfoDialog>
        </div>
      ) : null}
    </Section>
  );
}

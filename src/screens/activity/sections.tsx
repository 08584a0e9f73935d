import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl/server';
import { Stars } from '@/components/hotel-info';
import type { ActivityCenter, ActivityVoucher, VoucherActivity } from '@/domain/model/activity';
import type { Schedule } from '@/domain/model/product';
import { formatWeekday } from '@/i18n/format';
import { activityMessages as m } from './messages';
import styles from './activity.module.css';

/** The voucher page's server-rendered sections (part 1 §2 "main info, programme, practical info"; part 2 §2). */

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`} data-testid={`activity-section-${id}`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function List({ items }: { items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <ul className={styles.list}>
      {items.map((item, index) => (
        <li key={`${index}-${item}`}>{item}</li>
      ))}
    </ul>
  );
}

function Schedules({ schedules, intl }: { schedules: readonly Schedule[]; intl: IntlShape }) {
  return <List items={schedules.map((schedule) => intl.formatMessage(m.schedule, { day: formatWeekday(intl, schedule.day), from: schedule.from, to: schedule.to }))} />;
}

/** Text from the API may hold line breaks (one piece of information per line): one paragraph each. */
function Paragraphs({ text }: { text: string }) {
  const lines = text.split(/\n+/).map((line) => line.trim()).filter((line) => line !== '');
  return (
    <>
      {lines.map((line, index) => (
        <p key={`${index}-${line}`} className={styles.paragraph}>
          {line}
        </p>
      ))}
    </>
  );
}

export function CentreLine({ centre, intl }: { centre: ActivityCenter; intl: IntlShape }) {
  return (
    <p className={styles.centre} data-testid="activity-main-centre">
      <span className={styles.visuallyHidden}>{intl.formatMessage(m.mainCentre)}: </span>
      <span className={styles.centreName}>{centre.label}</span> <Stars stars={centre.stars} intl={intl} />
      {centre.locationLabel ? <span className={styles.muted}> · {centre.locationLabel}</span> : null}
    </p>
  );
}

export function DescriptionSection({ voucher, intl }: { voucher: ActivityVoucher; intl: IntlShape }) {
  if (!voucher.description) return null;
  return (
    <Section id="description" title={intl.formatMessage(m.sectionDescription)}>
      <Paragraphs text={voucher.description} />
    </Section>
  );
}

function ActivityItem({ activity, intl }: { activity: VoucherActivity; intl: IntlShape }) {
  return (
    <li className={styles.activity} data-testid="activity-programme-item">
      <h3 className={styles.itemTitle}>{activity.title}</h3>
      {activity.univers ? (
        <p className={styles.muted}>{intl.formatMessage(m.activityUnivers, { univers: activity.univers })}</p>
      ) : null}
      {activity.description ? <Paragraphs text={activity.description} /> : null}
      <dl className={styles.facts}>
        {activity.composition ? (
          <div>
            <dt>{intl.formatMessage(m.activityComposition)}</dt>
            <dd>{activity.composition}</dd>
          </div>
        ) : null}
        {activity.activityCenter ? (
          <div>
            <dt>{intl.formatMessage(m.activityCentre)}</dt>
            <dd>
              {activity.activityCenter.label}
              {activity.activityCenter.locationLabel ? `, ${activity.activityCenter.locationLabel}` : ''}
            </dd>
          </div>
        ) : null}
        {activity.schedules.length > 0 ? (
          <div>
            <dt>{intl.formatMessage(m.activitySchedules)}</dt>
            <dd>
              <Schedules schedules={activity.schedules} intl={intl} />
            </dd>
          </div>
        ) : null}
        {activity.importantInformation ? (
          <div>
            <dt>{intl.formatMessage(m.activityImportant)}</dt>
            <dd>{activity.importantInformation}</dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}

export function ProgrammeSection({ voucher, intl }: { voucher: ActivityVoucher; intl: IntlShape }) {
  if (voucher.activities.length === 0) return null;
  return (
    <Section id="programme" title={intl.formatMessage(m.sectionProgramme)}>
      <ul className={styles.activities}>
        {voucher.activities.map((activity, index) => (
          <ActivityItem key={`${index}-${activity.title}`} activity={activity} intl={intl} />
        ))}
      </ul>
    </Section>
  );
}

/** Locations, opening times, nice to know and important information: each part only when it has content. */
export function PracticalSection({ voucher, intl }: { voucher: ActivityVoucher; intl: IntlShape }) {
  const locations = voucher.locations.map((location) => location.label).filter((label) => label.trim() !== '');
  const hasContent = locations.length > 0 || voucher.schedules.length > 0 || voucher.niceToKnow.length > 0 || Boolean(voucher.importantInfo);
  if (!hasContent) return null;
  return (
    <Section id="practical" title={intl.formatMessage(m.sectionPractical)}>
      {locations.length > 0 ? (
        <div data-testid="activity-locations">
          <h3 className={styles.itemTitle}>{intl.formatMessage(m.locations)}</h3>
          <List items={locations} />
        </div>
      ) : null}
      {voucher.schedules.length > 0 ? (
        <div data-testid="activity-schedules">
          <h3 className={styles.itemTitle}>{intl.formatMessage(m.schedules)}</h3>
          <Schedules schedules={voucher.schedules} intl={intl} />
        </div>
      ) : null}
      {voucher.niceToKnow.length > 0 ? (
        <div data-testid="activity-nice-to-know">
          <h3 className={styles.itemTitle}>{intl.formatMessage(m.niceToKnow)}</h3>
          <List items={voucher.niceToKnow} />
        </div>
      ) : null}
      {voucher.importantInfo ? (
        <div data-testid="activity-important-info">
          <h3 className={styles.itemTitle}>{intl.formatMessage(m.importantInfo)}</h3>
          <List items={[...new Set(voucher.importantInfo.split(/\n+/).map((line) => line.trim()).filter((line) => line !== ''))]} />
        </div>
      ) : null}
    </Section>
  );
}

/** How a voucher works, in four steps (our words: the spec names the section, not its text). */
export function HowItWorksSection({ intl }: { intl: IntlShape }) {
  const steps = [
    [m.howStep1Title, m.howStep1],
    [m.howStep2Title, m.howStep2],
    [m.howStep3Title, m.howStep3],
    [m.howStep4Title, m.howStep4],
  ] as const;
  return (
    <Section id="how-it-works" title={intl.formatMessage(m.sectionHowItWorks)}>
      <ol className={styles.steps}>
        {steps.map(([title, text]) => (
          <li key={title.id} className={styles.step}>
            <h3 className={styles.itemTitle}>{intl.formatMessage(title)}</h3>
            <p className={styles.paragraph}>{intl.formatMessage(text)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

'use client';

import { lazy, Suspense, useId } from 'react';
import { useIntl } from 'react-intl';
import { useFirstOpen } from '@/components/ui/use-first-open';
import type { ActivityDateChoice } from '@/domain/product';
import type { IsoDay } from '@/domain/calendar/iso-day';
import { bookingMessages as m } from './messages';
import styles from './booking.module.css';
import { formatDay } from '@/i18n/format';

const Modal = lazy(() => import('@/components/ui/modal').then((module) => ({ default: module.Modal })));


export interface DatedActivity {
  activityId: number;
  title: string;
}

/**
 * The activities that happen on one day of the stay the guest picks (part 1 §2 activity-date
 * selection, §4, §5): each shows its chosen day or a button opening the day list. Booking without
 * one marks it and says 'Please choose your activity dates.'.
 */
export function ActivityDates({ activities, days, choices, missing, onChoose }: {
  activities: readonly DatedActivity[];
  days: readonly IsoDay[];
  choices: readonly ActivityDateChoice[];
  /** Activities Book found without a date: marked until they get one. */
  missing: readonly number[];
  onChoose(choice: ActivityDateChoice): void;
}) {
  const intl = useIntl();
  const errorId = useId();
  const anyMissing = activities.some((activity) => missing.includes(activity.activityId));
  return (
    <section className={styles.group} aria-labelledby={`${errorId}-title`} data-testid="booking-activities">
      <h3 id={`${errorId}-title`} className={styles.groupTitle}>
        {intl.formatMessage(m.activitiesTitle)}
      </h3>
      <ul className={styles.activityList}>
        {activities.map((activity) => (
          <ActivityDate
            key={activity.activityId}
            activity={activity}
            days={days}
            chosen={choices.find((choice) => choice.activityId === activity.activityId)?.dayIndex ?? null}
            missing={missing.includes(activity.activityId)}
            errorId={errorId}
            onChoose={(dayIndex) => onChoose({ activityId: activity.activityId, dayIndex })}
          />
        ))}
      </ul>
      {anyMissing ? (
        <p id={errorId} className={styles.error} role="alert" data-testid="booking-activities-missing">
          {intl.formatMessage(m.activityMissing)}
        </p>
      ) : null}
    </section>
  );
}

function ActivityDate({ activity, days, chosen, missing, errorId, onChoose }: {
  activity: DatedActivity;
  days: readonly IsoDay[];
  chosen: number | null;
  missing: boolean;
  errorId: string;
  onChoose(dayIndex: number): void;
}) {
  const intl = useIntl();
  const { opened, open, setOpen, openNow } = useFirstOpen();
  const dayText = (day: IsoDay) => formatDay(intl, day, { weekday: 'long', day: 'numeric', month: 'long' });
  const chosenDay = chosen === null ? undefined : days[chosen];
  const title = intl.formatMessage(m.activityDialogTitle, { activity: activity.title });
  return (
    <li className={missing ? `${styles.activity} ${styles.activityMissing}` : styles.activity} data-testid={`booking-activity-${activity.activityId}`}>
      <span className={styles.choiceText}>
        <strong>{activity.title}</strong>
        {chosenDay ? <span data-testid="booking-activity-date">{dayText(chosenDay)}</span> : null}
      </span>
      <button
        type="button"
        className={styles.secondaryButton}
        aria-haspopup="dialog"
        aria-describedby={missing ? errorId : undefined}
        aria-label={`${intl.formatMessage(chosenDay ? m.activityChange : m.activityChoose)} – ${activity.title}`}
        data-activity-missing={missing ? 'true' : undefined}
        onClick={openNow}
      >
        {intl.formatMessage(chosenDay ? m.activityChange : m.activityChoose)}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <Modal open={open} onOpenChange={setOpen} title={title} width={480} data-testid={`activity-date-dialog-${activity.activityId}`}>
            <ul className={styles.dayList}>
              {days.map((day, dayIndex) => (
                <li key={day}>
                  <button
                    type="button"
                    className={styles.dayButton}
                    aria-pressed={dayIndex === chosen}
                    data-day-index={dayIndex}
                    onClick={() => {
                      onChoose(dayIndex);
                      setOpen(false);
                    }}
                  >
                    {dayText(day)}
                  </button>
                </li>
              ))}
            </ul>
          </Modal>
        </Suspense>
      ) : null}
    </li>
  );
}

'use client';

import { useId } from 'react';
import { useIntl } from 'react-intl';
import { PAX_KINDS, type Pax, type PaxKind } from '@/domain/guests/pax';
import { canChangePax, changePax } from '@/domain/guests/pax-stepper';
import { ACTIVITY_SEARCH_PARTICIPANTS, changeActivityParticipants, isActivityParticipantsAllowed } from '@/domain/guests/activity-participants';
import styles from './guests.module.css';
import { searchBoxMessages as m } from './messages';

const TEXTS: Record<PaxKind, { label: typeof m.adults; age: typeof m.adults; add: typeof m.adults; remove: typeof m.adults }> = {
  adults: { label: m.adults, age: m.adultsAge, add: m.addAdult, remove: m.removeAdult },
  children: { label: m.children, age: m.childrenAge, add: m.addChild, remove: m.removeChild },
  babies: { label: m.babies, age: m.babiesAge, add: m.addBaby, remove: m.removeBaby },
};

/** One stepper per kind of guest, with the spec's age bands (part 2 §5); bounds disable the buttons. */
export function GuestsFields({ guests, onChange }: { guests: Pax; onChange(guests: Pax): void }) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className={styles.rows}>
      {PAX_KINDS.map((kind) => {
        const texts = TEXTS[kind];
        const labelId = `${id}-${kind}`;
        return (
          <div className={styles.row} key={kind} role="group" aria-labelledby={labelId}>
            <div className={styles.text} id={labelId}>
              <strong>{intl.formatMessage(texts.label)}</strong>
              <span className={styles.age}>{intl.formatMessage(texts.age)}</span>
            </div>
            <div className={styles.stepper}>
              <button className={styles.stepButton}
                type="button"
                aria-label={intl.formatMessage(texts.remove)}
                disabled={!canChangePax(guests, kind, -1)}
                onClick={() => onChange(changePax(guests, kind, -1))}
              >
                <span aria-hidden="true">−</span>
              </button>
              <output className={styles.count} aria-live="polite" data-testid={`guests-${kind}`}>
                {guests[kind]}
              </output>
              <button className={styles.stepButton}
                type="button"
                aria-label={intl.formatMessage(texts.add)}
                disabled={!canChangePax(guests, kind, 1)}
                onClick={() => onChange(changePax(guests, kind, 1))}
              >
                <span aria-hidden="true">+</span>
              </button>
            </div>
          </div>
        );
      })}
    </div>
  );
}

/**
 * The activity box's one stepper (part 2 §5): 1 or 2 participants, the search's adults; a step
 * outside the range is ignored and its button disabled. The range is said under the label.
 */
export function ParticipantsField({ guests, onChange }: { guests: Pax; onChange(guests: Pax): void }) {
  const intl = useIntl();
  const id = useId();
  const count = guests.adults;
  const step = (delta: number) => onChange({ adults: changeActivityParticipants(count, delta), children: 0, babies: 0 });
  return (
    <div className={styles.rows}>
      <div className={styles.row} role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-range`}>
        <div className={styles.text}>
          <strong id={`${id}-label`}>{intl.formatMessage(m.participantsLabel)}</strong>
          <span className={styles.age} id={`${id}-range`} data-testid="participants-range">
            {intl.formatMessage(m.participantsRange, ACTIVITY_SEARCH_PARTICIPANTS)}
          </span>
        </div>
        <div className={styles.stepper}>
          <button className={styles.stepButton} type="button" aria-label={intl.formatMessage(m.removeParticipant)} disabled={!isActivityParticipantsAllowed(count - 1)} onClick={() => step(-1)}>
            <span aria-hidden="true">−</span>
          </button>
          <output className={styles.count} aria-live="polite" data-testid="participants-count">
            {count}
          </output>
          <button className={styles.stepButton} type="button" aria-label={intl.formatMessage(m.addParticipant)} disabled={!isActivityParticipantsAllowed(count + 1)} onClick={() => step(1)}>
            <span aria-hidden="true">+</span>
          </button>
        </div>
      </div>
    </div>
  );
}

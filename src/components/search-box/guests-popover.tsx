'use client';

import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { DeferredPopover } from '@/components/ui/deferred-popover';
import { GuestsFields, ParticipantsField } from './guests-fields';
import type { Pax } from '@/domain/guests/pax';
import type { SearchFlow } from '@/domain/search/search-flow';
import { FIELD_PANEL_PLACEMENT } from './field-panel-placement';
import { searchBoxMessages as m } from './messages';
import styles from './guests.module.css';
import shared from './styles.module.css';

export interface GuestsPopoverProps {
  guests: Pax;
  onCommit(guests: Pax): void;
  /**
   * The search's flow: a gift search is for 2 adults (the field shows them and cannot be opened);
   * an activity search picks 1 or 2 participants (part 2 §5); the others pick guests.
   */
  flow: SearchFlow;
}

/**
 * The desktop guests dropdown. Its steppers change a draft; confirming, Escape or a click outside
 * all commit it (part 2 §4 "Pax selector: confirming, Escape or clicking outside commits").
 */
export function GuestsPopover({ guests, onCommit, flow }: GuestsPopoverProps) {
  const intl = useIntl();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(guests);
  const activity = flow === 'activity';
  const disabled = flow === 'gifting';
  const summary = activity ? intl.formatMessage(m.participantsSummary, { count: guests.adults }) : intl.formatMessage(m.guestsSummary, { ...guests });
  const label = intl.formatMessage(activity ? m.participantsLabel : m.guestsLabel);

  const onOpenChange = (next: boolean) => {
    if (next) setDraft(guests);
    else onCommit(draft);
    setOpen(next);
  };

  return (
    <div className={shared.field}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
      </span>
      <DeferredPopover
        open={open}
        onOpenChange={onOpenChange}
        {...FIELD_PANEL_PLACEMENT}
        aria-label={label}
        trigger={(trigger) => (
          <button type="button" className={shared.fieldButton} {...trigger} disabled={disabled} data-testid="guests-field" aria-labelledby={`${id}-label ${id}-value`} aria-describedby={disabled ? `${id}-fixed` : undefined}>
            <span id={`${id}-value`}>{summary}</span>
          </button>
        )}
      >
        <div className={`${shared.panel} ${styles.popoverPanel}`}>
          {activity ? <ParticipantsField guests={draft} onChange={setDraft} /> : <GuestsFields guests={draft} onChange={setDraft} />}
          <button type="button" className={shared.primaryButton} onClick={() => onOpenChange(false)}>
            {intl.formatMessage(m.confirm)}
          </button>
        </div>
      </DeferredPopover>
      {disabled ? <span className={shared.hint} id={`${id}-fixed`}>{intl.formatMessage(m.guestsFixed)}</span> : null}
    </div>
  );
}

'use client';

import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { DeferredPopover } from '@/components/ui/deferred-popover';
import { GuestsFields, ParticipantsField } from './guests-fields';
import type { Pax } from '@/domain/guests/pax';
import type { SearchFlow } from '@/domain/search/search-flow';
import { FIELD_PANEL_PLACEMENT } from './field-panel-placement';
import { searchBoxMessages as m } from './messages';
import { Field, FieldButton, Hint, panel, PrimaryButton } from './styles';

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
    <Field>
      <Label id={`${id}-label`}>{label}</Label>
      <DeferredPopover
        open={open}
        onOpenChange={onOpenChange}
        {...FIELD_PANEL_PLACEMENT}
        aria-label={label}
        trigger={(trigger) => (
          <FieldButton type="button" {...trigger} disabled={disabled} data-testid="guests-field" aria-labelledby={`${id}-label ${id}-value`} aria-describedby={disabled ? `${id}-fixed` : undefined}>
            <span id={`${id}-value`}>{summary}</span>
          </FieldButton>
        )}
      >
        <Panel>
          {activity ? <ParticipantsField guests={draft} onChange={setDraft} /> : <GuestsFields guests={draft} onChange={setDraft} />}
          <PrimaryButton type="button" onClick={() => onOpenChange(false)}>
            {intl.formatMessage(m.confirm)}
          </PrimaryButton>
        </Panel>
      </DeferredPopover>
      {disabled ? <Hint id={`${id}-fixed`}>{intl.formatMessage(m.guestsFixed)}</Hint> : null}
    </Field>
  );
}

const Label = styled.span`
  font-size: 0.8125rem;
  font-weight: 700;
`;

const Panel = styled.div`
  ${panel}
  display: flex;
  flex-direction: column;
  gap: var(--space-5);
  width: 340px;
  padding: var(--space-5);
`;

'use client';

import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { PAX_KINDS, type Pax, type PaxKind } from '@/domain/guests/pax';
import { canChangePax, changePax } from '@/domain/guests/pax-stepper';
import { ACTIVITY_SEARCH_PARTICIPANTS, changeActivityParticipants, isActivityParticipantsAllowed } from '@/domain/guests/activity-participants';
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
    <Rows>
      {PAX_KINDS.map((kind) => {
        const texts = TEXTS[kind];
        const labelId = `${id}-${kind}`;
        return (
          <Row key={kind} role="group" aria-labelledby={labelId}>
            <Text id={labelId}>
              <strong>{intl.formatMessage(texts.label)}</strong>
              <Age>{intl.formatMessage(texts.age)}</Age>
            </Text>
            <Stepper>
              <StepButton
                type="button"
                aria-label={intl.formatMessage(texts.remove)}
                disabled={!canChangePax(guests, kind, -1)}
                onClick={() => onChange(changePax(guests, kind, -1))}
              >
                <span aria-hidden="true">−</span>
              </StepButton>
              <Count aria-live="polite" data-testid={`guests-${kind}`}>
                {guests[kind]}
              </Count>
              <StepButton
                type="button"
                aria-label={intl.formatMessage(texts.add)}
                disabled={!canChangePax(guests, kind, 1)}
                onClick={() => onChange(changePax(guests, kind, 1))}
              >
                <span aria-hidden="true">+</span>
              </StepButton>
            </Stepper>
          </Row>
        );
      })}
    </Rows>
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
    <Rows>
      <Row role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-range`}>
        <Text>
          <strong id={`${id}-label`}>{intl.formatMessage(m.participantsLabel)}</strong>
          <Age id={`${id}-range`} data-testid="participants-range">
            {intl.formatMessage(m.participantsRange, ACTIVITY_SEARCH_PARTICIPANTS)}
          </Age>
        </Text>
        <Stepper>
          <StepButton type="button" aria-label={intl.formatMessage(m.removeParticipant)} disabled={!isActivityParticipantsAllowed(count - 1)} onClick={() => step(-1)}>
            <span aria-hidden="true">−</span>
          </StepButton>
          <Count aria-live="polite" data-testid="participants-count">
            {count}
          </Count>
          <StepButton type="button" aria-label={intl.formatMessage(m.addParticipant)} disabled={!isActivityParticipantsAllowed(count + 1)} onClick={() => step(1)}>
            <span aria-hidden="true">+</span>
          </StepButton>
        </Stepper>
      </Row>
    </Rows>
  );
}

const Rows = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-4);
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
`;

const Age = styled.span`
  font-size: 0.875rem;
  color: var(--color-text-muted);
`;

const Stepper = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-3);
`;

const StepButton = styled.button`
  width: 40px;
  height: 40px;
  border: 1px solid var(--color-brand);
  border-radius: 50%;
  background: var(--color-surface);
  color: var(--color-brand);
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;

  &:disabled {
    border-color: var(--color-border);
    color: var(--color-text-muted);
    cursor: not-allowed;
  }
`;

const Count = styled.output`
  min-width: 2ch;
  text-align: center;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

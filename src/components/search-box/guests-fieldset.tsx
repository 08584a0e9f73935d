'use client';

import { useIntl } from 'react-intl';
import type { Pax } from '@/domain/guests/pax';
import type { SearchFlow } from '@/domain/search/search-flow';
import { GuestsFields, ParticipantsField } from './guests-fields';
import { searchBoxMessages as m } from './messages';
import shared from './styles.module.css';

/**
 * The guests of the stacked (mobile) search form: the activity's participants (1 or 2), gifting's
 * fixed party (disabled, 'A gift is for 2 adults'), or the guest steppers.
 */
export function GuestsFieldset({ flow, guests, onChange }: { flow: SearchFlow; guests: Pax; onChange(guests: Pax): void }) {
  const intl = useIntl();
  // One stepper: its own labelled group (a fieldset around it would name the same group twice).
  if (flow === 'activity') return <ParticipantsField guests={guests} onChange={onChange} />;
  const fixed = flow === 'gifting';
  return (
    <fieldset disabled={fixed}>
      <legend>{intl.formatMessage(m.guestsLabel)}</legend>
      <GuestsFields guests={guests} onChange={onChange} />
      {fixed ? <span className={shared.hint}>{intl.formatMessage(m.guestsFixed)}</span> : null}
    </fieldset>
  );
}

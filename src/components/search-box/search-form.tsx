'use client';

import { useRouter } from 'next/navigation';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { DatesField } from '@/components/calendar/dates-field';
import { EMPTY_SELECTION, type DateSelection } from '@/domain/calendar';
import { isAutocompleteEnabled } from '@/domain/model/autocomplete';
import { datesExperimentStart } from '@/state/dates-experiment';
import { searchHashStore } from '@/state/search-hash-store';
import { useDatesExperimentVariant } from './dates-experiment';
import type { Flow } from '@/domain/model/cms';
import type { Locale } from '@/domain/model/locale';
import { destinationFromText, type Destination } from './destination';
import { DestinationCombobox } from './destination-combobox';
import { isGuestSelectorDisabled, paxForFlow } from '@/domain/guests/guest-selector';
import { DEFAULT_PAX, type Pax } from '@/domain/guests/pax';
import { GuestsFieldset } from './guests-fieldset';
import { GuestsPopover } from './guests-popover';
import { searchBoxMessages as m } from './messages';
import { searchUrl } from './search-url';
import shared from './styles.module.css';
import styles from './search-form.module.css';
import { useRecentSearches } from './use-recent-searches';

export interface SearchFormProps {
  locale: Locale;
  flow: Flow;
  /** bar: one row of dropdown fields (desktop); stacked: the full-screen modal's column (mobile). */
  layout: 'bar' | 'stacked';
  autoFocus?: boolean;
  /** Called once the search is under way (the modal closes). */
  onSubmitted?(): void;
  /** The search being shown (results page): the destination it names, and its dates and guests from the hash. */
  current?: { destination: Destination | null };
  /** Values the form starts from until the visitor edits them (they win over `current`). */
  initial?: SearchFormInitial;
}

/** A search to show prefilled (results page): the place, its label, the guests and the dates. */
export interface SearchFormInitial {
  destinationLabel?: string;
  destination?: Destination | null;
  guests?: Pax;
  dates?: DateSelection;
}

/**
 * Destination, dates (booking and hotel flows) and guests, then the search route. The destination
 * typed without picking a suggestion is searched as a city by name.
 */
export function SearchForm({ locale, flow, layout, autoFocus, onSubmitted, current, initial }: SearchFormProps) {
  const intl = useIntl();
  const router = useRouter();
  const recent = useRecentSearches(locale);
  const startDestination = initial?.destination ?? current?.destination ?? null;
  const [text, setText] = useState(initial?.destinationLabel ?? startDestination?.label ?? '');
  const [destination, setDestination] = useState<Destination | null>(startDestination);
  // On a results page the form starts from the search shown (its dates and guests are in the hash)
  // until the visitor changes them: null means "not edited".
  const hash = searchHashStore.useHashValue();
  const [editedGuests, setGuests] = useState<Pax | null>(null);
  const [editedDates, setDates] = useState<DateSelection | null>(null);
  const guests: Pax = useMemo(
    () => editedGuests ?? initial?.guests ?? (current ? { adults: hash.adults, children: hash.children, babies: hash.babies } : DEFAULT_PAX),
    [editedGuests, initial?.guests, current, hash.adults, hash.children, hash.babies],
  );
  const dates: DateSelection = useMemo(
    () => editedDates ?? initial?.dates ?? (current && hash.checkin && hash.checkout ? { checkin: hash.checkin, checkout: hash.checkout } : EMPTY_SELECTION),
    [editedDates, initial?.dates, current, hash.checkin, hash.checkout],
  );
  const guestsEnabled = !isGuestSelectorDisabled(flow);
  const party = paxForFlow(flow, guests);

  const datesId = useId();
  const variant = useDatesExperimentVariant();
  const [datesPromptDismissed, setDatesPromptDismissed] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The dates experiment: the calendar opens instead of a search without dates (part 1 §4).
    const start = datesExperimentStart({
      variant,
      flow,
      dates: { checkin: dates.checkin ?? undefined, checkout: dates.checkout ?? undefined },
      suggestionDismissed: datesPromptDismissed,
    });
    if (start === 'promptDates') {
      document.getElementById(datesId)?.click();
      return;
    }
    const target = destination ?? destinationFromText(text);
    if (target) recent.record(target);
    router.push(searchUrl({ locale, flow, destination: target, guests: party, dates }));
    onSubmitted?.();
  };

  return (
    <form
      role="search"
      aria-label={intl.formatMessage(flow === 'gifting' ? m.formGifting : m.formBooking)}
      onSubmit={onSubmit}
      className={`${styles.form} ${layout === 'bar' ? styles.bar : styles.stacked}`}
      data-dates={guestsEnabled ? '' : undefined}
    >
      <DestinationCombobox
        locale={locale}
        autocomplete={isAutocompleteEnabled(locale)}
        text={text}
        onTextChange={setText}
        onSelect={setDestination}
        recent={recent}
        variant={layout === 'bar' ? 'popover' : 'inline'}
        autoFocus={autoFocus}
      />
      {/* Gift and activity searches take no dates (part 1 §9: gift search assumes no dates). */}
      {guestsEnabled ? <DatesField
          id={datesId}
          locale={locale}
          value={dates}
          onChange={setDates}
          presentation={layout === 'bar' ? 'popover' : 'modal'}
          onClose={(complete) => !complete && setDatesPromptDismissed(true)}
        /> : null}
      {layout === 'bar' ? (
        <GuestsPopover guests={party} onCommit={setGuests} flow={flow} />
      ) : (
        <GuestsFieldset flow={flow} guests={party} onChange={setGuests} />
      )}
      <button type="submit" className={shared.primaryButton}>
        {intl.formatMessage(m.submit)}
      </button>
    </form>
  );
}

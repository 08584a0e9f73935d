'use client';

import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Flow } from '@/domain/model/cms';
import type { Locale } from '@/domain/model/locale';
import type { Destination } from './destination';
import { searchTriggerMessages as m } from './trigger-messages';
import styles from './mobile-search-modal.module.css';
import type { SearchFormInitial } from './search-form';

/** The dialog (Radix, the form, the autocomplete) loads on first use, not with the page. */
const MobileSearchDialog = dynamic(() => import('./mobile-search-dialog'), { ssr: false });

export interface MobileSearchModalProps {
  locale: Locale;
  flow: Flow;
  /** field: looks like the destination field (in a page); icon: a round search button (in a header). */
  trigger?: 'field' | 'icon';
  /** The search being shown (results page), passed on to the form. */
  current?: { destination: Destination | null };
  /** Values the form starts from (results page prefill). */
  initial?: SearchFormInitial;
}

/**
 * The mobile search: a trigger that opens the full-screen search modal. Exported for the shell's
 * header search slot as well as used in the home page's jumbotron.
 */
export function MobileSearchModal({ locale, flow, trigger = 'field', current, initial }: MobileSearchModalProps) {
  const intl = useIntl();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const title = intl.formatMessage(flow === 'gifting' ? m.modalGifting : m.modalBooking);

  const show = () => {
    setLoaded(true);
    setOpen(true);
  };

  return (
    <>
      {trigger === 'field' ? (
        <button className={styles.fieldTrigger} ref={triggerRef} type="button" aria-haspopup="dialog" aria-expanded={open} onClick={show}>
          <SearchIcon />
          <span>{intl.formatMessage(m.destinationPlaceholder)}</span>
        </button>
      ) : (
        <button className={styles.iconTrigger} ref={triggerRef} type="button" aria-haspopup="dialog" aria-expanded={open} aria-label={title} onClick={show}>
          <SearchIcon />
        </button>
      )}
      {loaded ? (
        <MobileSearchDialog locale={locale} flow={flow} current={current} initial={initial} open={open} onOpenChange={setOpen} onCloseFocus={() => triggerRef.current?.focus()} />
      ) : null}
    </>
  );
}

function SearchIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}

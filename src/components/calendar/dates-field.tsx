'use client';

import * as RadixPopover from '@radix-ui/react-popover';
import { lazy, Suspense, useEffect, useMemo, useReducer } from 'react';
import { useIntl } from 'react-intl';
import { Modal } from '@/components/ui/modal';
import { useMounted } from '@/components/ui/use-mounted';
import { calendarReducer, EMPTY_SELECTION, isComplete, type AutoClose, type DateSelection } from '@/domain/calendar';
import type { Locale } from '@/domain/model/locale';
import type { AvailabilityCalendarProps } from './availability-calendar';
import { calendarMessages as m } from './messages';
import styles from './calendar.module.css';

export interface DatesFieldProps {
  locale: Locale;
  /** The dates the URL (or the form) holds: what closing with a check-in only goes back to. */
  value: DateSelection;
  onChange(dates: DateSelection): void;
  /** popover: a dropdown under the field (desktop); modal: a full-screen dialog (mobile). */
  presentation: 'popover' | 'modal';
  autoClose?: AutoClose;
  id?: string;
  /** Called when the calendar closes, telling whether a whole stay was chosen. */
  onClose?(complete: boolean): void;
  /** Passed on to the calendar (product and hotel pages). */
  calendar?: Pick<AvailabilityCalendarProps, 'availabilities' | 'checkoutNights' | 'loading' | 'onMonthsShown'>;
}

/** The calendar itself loads when the field is first opened, not with the page. */
const AvailabilityCalendar = lazy(() => import('./availability-calendar').then((module) => ({ default: module.AvailabilityCalendar })));

const utc = (day: string) => new Date(`${day}T12:00:00Z`);

/**
 * The 'Dates' field (part 1 §2): placeholder 'Checkin - Checkout', opening the calendar in a
 * dropdown (desktop) or a full-screen modal (mobile). The picks are a draft: Validate (or the
 * autoClose once both dates are picked) hands them over; Escape or a click outside closes, and with
 * a check-in only the dates go back to the field's value (part 1 §4).
 */
export function DatesField({ locale, value, onChange, presentation, autoClose = 'off', id, calendar, onClose }: DatesFieldProps) {
  const intl = useIntl();
  const [state, dispatch] = useReducer(calendarReducer({ autoClose, incompleteClose: 'revertToUrl' }), { open: false, selection: value, closeAfterMs: null });
  // "now" is read in the browser after mount, so the server and the first render agree.
  const mounted = useMounted();
  const now = useMemo(() => (mounted ? new Date() : null), [mounted]);
  const { checkin, checkout } = value;
  useEffect(() => dispatch({ type: 'urlChanged', urlDates: { checkin, checkout } }), [checkin, checkout]);

  const close = () => {
    const selection = isComplete(state.selection) ? state.selection : state.selection.checkin === null ? EMPTY_SELECTION : value;
    dispatch({ type: 'close', urlDates: value });
    if (selection.checkin !== value.checkin || selection.checkout !== value.checkout) onChange(selection);
    onClose?.(isComplete(selection));
  };
  useEffect(() => {
    if (state.closeAfterMs === null) return;
    const timer = setTimeout(() => {
      onChange(state.selection);
      dispatch({ type: 'close', urlDates: state.selection });
    }, state.closeAfterMs);
    return () => clearTimeout(timer);
  }, [state.closeAfterMs, state.selection, onChange]);

  const shown = state.open ? state.selection : value;
  const text =
    shown.checkin && shown.checkout
      ? intl.formatMessage(m.range, {
          checkin: intl.formatDate(utc(shown.checkin), { day: 'numeric', month: 'short', timeZone: 'UTC' }),
          checkout: intl.formatDate(utc(shown.checkout), { day: 'numeric', month: 'short', timeZone: 'UTC' }),
        })
      : null;
  const setOpen = (open: boolean) => (open ? dispatch({ type: 'open' }) : close());

  const renderTrigger = (onClick?: () => void) => (
    <button type="button" id={id} className={styles.field} aria-haspopup="dialog" data-testid="dates-field" onClick={onClick}>
      <span className={styles.fieldLabel}>{intl.formatMessage(m.label)}</span>
      <span className={text ? styles.fieldValue : styles.fieldPlaceholder}>{text ?? intl.formatMessage(m.placeholder)}</span>
    </button>
  );
  const body = now ? (
    <Suspense fallback={<p className={styles.fieldPlaceholder}>{intl.formatMessage(m.loading)}</p>}>
    <AvailabilityCalendar
      locale={locale}
      selection={state.selection}
      now={now}
      layout={presentation === 'popover' ? 'months' : 'scroll'}
      onPick={(day) => dispatch({ type: 'pick', day })}
      onApply={(dates) => dispatch({ type: 'applyDates', dates })}
      onClear={() => dispatch({ type: 'clear' })}
      onValidate={() => {
        onChange(state.selection);
        dispatch({ type: 'close', urlDates: state.selection });
        onClose?.(true);
      }}
      {...calendar}
    />
    </Suspense>
  ) : null;

  if (presentation === 'modal') {
    return (
      <>
        {renderTrigger(() => setOpen(true))}
        <Modal open={state.open} onOpenChange={setOpen} title={intl.formatMessage(m.title)} fullScreenOnMobile data-testid="calendar-modal">
          {body}
        </Modal>
      </>
    );
  }
  return (
    <RadixPopover.Root open={state.open} onOpenChange={setOpen}>
      <RadixPopover.Trigger asChild>{renderTrigger()}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content className={styles.dropdown} align="start" sideOffset={8} collisionPadding={8} aria-label={intl.formatMessage(m.title)} data-testid="calendar-dropdown">
          {body}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}

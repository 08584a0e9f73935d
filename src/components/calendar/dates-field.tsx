'use client';

import { lazy, Suspense, useEffect, useEffectEvent, useId, useMemo, useReducer, useState } from 'react';
import { useIntl } from 'react-intl';
import { DeferredPopover, type PopoverTriggerProps } from '@/components/ui/deferred-popover';
import { makeRoomBelow } from '@/components/ui/room-below';
import { useMounted } from '@/components/ui/use-mounted';
import { CALENDAR_MONTHS_MOBILE_DRAWER, calendarReducer, isComplete, selectionOnClose, type AutoClose, type DateSelection, type IncompleteClosePolicy } from '@/domain/calendar';
import type { Locale } from '@/domain/model/locale';
import type { AvailabilityCalendarProps } from './availability-calendar';
import { calendarMessages as m } from './messages';
import styles from './calendar.module.css';
import { formatDay } from '@/i18n/format';

/** What the product and hotel pages hand on to the calendar (availability, checkout nights, gift). */
export type DatesFieldCalendarOptions = Pick<
  AvailabilityCalendarProps,
  'availabilities' | 'checkoutNights' | 'loadCheckoutNights' | 'giftValue' | 'stayLength' | 'loading' | 'onMonthsShown'
> & {
  /** The modal's calendar: the endless list (default) or one month at a time with arrows (the product page's drawer, part 1 §9). */
  modalLayout?: 'scroll' | 'month';
};

export interface DatesFieldProps {
  locale: Locale;
  /** The dates the URL (or the form) holds: what closing with a check-in only goes back to. */
  value: DateSelection;
  /** A stay was validated (Validate or autoClose), or the dates were cleared and the calendar closed. */
  onChange(dates: DateSelection): void;
  /** popover: a dropdown under the field (desktop); modal: a full-screen dialog (mobile). */
  presentation: 'popover' | 'modal';
  /** Close once both dates are picked: at once or after 1 s (part 1 §4). Default off. */
  autoClose?: AutoClose;
  /** Closing with a check-in only: back to `value` (search, product; default) or cleared (hotel page). */
  incompleteClose?: IncompleteClosePolicy;
  /** The trigger button's id (the dates experiment clicks it to open the calendar). */
  id?: string;
  /** Called when the calendar closes, telling whether a whole stay was chosen. */
  onClose?(complete: boolean): void;
  /**
   * The open calendar's draft changed (a pick, a shortcut, Clear), before any Validate: the hotel
   * page writes its hash as the visitor clicks (part 2 §4). The search and product pages do not.
   */
  onDraftChange?(draft: DateSelection): void;
  /** The clock for selectability; by default the browser's, read after mount (no hydration mismatch). */
  now?: Date;
  /** Passed on to the calendar (product and hotel pages; the search box has no availability). */
  calendar?: DatesFieldCalendarOptions;
  /** A problem with the dates (the quote refused them): the field is marked invalid and described by it. */
  error?: string | null;
}

/** The calendar and the modal load when the field is first opened, not with the page. */
const AvailabilityCalendar = lazy(() => import('./availability-calendar').then((module) => ({ default: module.AvailabilityCalendar })));
const Modal = lazy(() => import('@/components/ui/modal').then((module) => ({ default: module.Modal })));


/** About the desktop calendar's height (header, two months of six weeks, shortcuts, footer). */
const DROPDOWN_ROOM_PX = 560;

/**
 * The 'Dates' field (part 1 §2): placeholder 'Checkin - Checkout', opening the calendar in a
 * dropdown (desktop) or a full-screen modal (mobile). The picks are a draft: Validate (or the
 * autoClose once both dates are picked) hands them over; Escape or a click outside closes, and with
 * a check-in only the dates go back to the field's value (part 1 §4).
 */
export function DatesField({ locale, value, onChange, presentation, autoClose = 'off', incompleteClose = 'revertToUrl', id, calendar, onClose, onDraftChange, now: injectedNow, error }: DatesFieldProps) {
  const intl = useIntl();
  const reducer = useMemo(() => calendarReducer({ autoClose, incompleteClose }), [autoClose, incompleteClose]);
  const [state, dispatch] = useReducer(reducer, { open: false, selection: value, closeAfterMs: null });
  const [opened, setOpened] = useState(false);
  const ownId = useId();
  const buttonId = id ?? ownId;
  // "now" is read in the browser after mount, so the server and the first render agree.
  const mounted = useMounted();
  const now = useMemo(() => injectedNow ?? (mounted ? new Date() : null), [mounted, injectedNow]);
  const { checkin, checkout } = value;
  useEffect(() => dispatch({ type: 'urlChanged', urlDates: { checkin, checkout } }), [checkin, checkout]);

  const handOver = (selection: DateSelection) => {
    dispatch({ type: 'close', urlDates: selection });
    if (selection.checkin !== value.checkin || selection.checkout !== value.checkout) onChange(selection);
    onClose?.(isComplete(selection));
  };
  const close = () => handOver(selectionOnClose(state.selection, value, incompleteClose));

  // The autoClose timer restarts only on a new pick, not when the parent renders new callbacks.
  const autoCloseNow = useEffectEvent(() => handOver(state.selection));
  const { closeAfterMs, selection: picked } = state;
  useEffect(() => {
    if (closeAfterMs === null) return;
    const timer = setTimeout(autoCloseNow, closeAfterMs);
    return () => clearTimeout(timer);
  }, [closeAfterMs, picked]);

  // The draft is reported while open: on opening (it starts as `value`) and on every change after.
  const reportDraft = useEffectEvent((draft: DateSelection) => onDraftChange?.(draft));
  const { open: isOpen } = state;
  useEffect(() => {
    if (isOpen) reportDraft(picked);
  }, [isOpen, picked]);

  const shown = state.open ? state.selection : value;
  const text =
    shown.checkin && shown.checkout
      ? intl.formatMessage(m.range, {
          checkin: formatDay(intl, shown.checkin, { day: 'numeric', month: 'short' }),
          checkout: formatDay(intl, shown.checkout, { day: 'numeric', month: 'short' }),
        })
      : null;
  const setOpen = (open: boolean) => {
    if (!open) return close();
    // The dropdown opens under the field: give it the room of a whole calendar first.
    if (presentation === 'popover' && !state.open) makeRoomBelow(document.getElementById(buttonId), DROPDOWN_ROOM_PX);
    setOpened(true);
    dispatch({ type: 'open' });
  };

  // Label above a box, like the destination and guests fields beside it (same top, same shape).
  const renderTrigger = (trigger: Partial<PopoverTriggerProps>) => (
    <div className={styles.fieldWrap}>
      <span id={`${buttonId}-label`} className={styles.fieldLabel}>
        {intl.formatMessage(m.label)}
      </span>
      <button
        type="button"
        id={buttonId}
        className={styles.field}
        aria-haspopup="dialog"
        aria-expanded={state.open}
        aria-labelledby={`${buttonId}-label ${buttonId}-value`}
        data-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${buttonId}-error` : undefined}
        data-testid="dates-field"
        {...trigger}
      >
        <span id={`${buttonId}-value`} className={text ? styles.fieldValue : styles.fieldPlaceholder}>
          {text ?? intl.formatMessage(m.placeholder)}
        </span>
      </button>
      {error ? (
        <span id={`${buttonId}-error`} className={styles.fieldError} role="alert" data-testid="dates-field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
  const { modalLayout = 'scroll', ...calendarOptions } = calendar ?? {};
  const singleMonth = presentation === 'modal' && modalLayout === 'month';
  const body = now ? (
    <Suspense fallback={<p className={styles.fieldPlaceholder}>{intl.formatMessage(m.loading)}</p>}>
      <AvailabilityCalendar
        locale={locale}
        selection={state.selection}
        now={now}
        layout={presentation === 'popover' || singleMonth ? 'months' : 'scroll'}
        monthsPerView={singleMonth ? CALENDAR_MONTHS_MOBILE_DRAWER : undefined}
        autoFocus
        onPick={(day) => dispatch({ type: 'pick', day })}
        onApply={(dates) => dispatch({ type: 'applyDates', dates })}
        onClear={() => dispatch({ type: 'clear' })}
        onValidate={() => handOver(state.selection)}
        {...calendarOptions}
      />
    </Suspense>
  ) : null;

  if (presentation === 'modal') {
    return (
      <>
        {renderTrigger({ onClick: () => setOpen(true) })}
        {opened ? (
          <Suspense fallback={null}>
            <Modal open={state.open} onOpenChange={setOpen} title={intl.formatMessage(m.title)} fullScreenOnMobile data-testid="calendar-modal">
              {body}
            </Modal>
          </Suspense>
        ) : null}
      </>
    );
  }
  return (
    <DeferredPopover
      open={state.open}
      onOpenChange={setOpen}
      trigger={renderTrigger}
      className={styles.dropdown}
      align="start"
      sideOffset={8}
      collisionPadding={8}
      aria-label={intl.formatMessage(m.title)}
      data-testid="calendar-dropdown"
      // The calendar focuses its day itself once it has loaded.
      onOpenAutoFocus={(event) => event.preventDefault()}
    >
      {body}
    </DeferredPopover>
  );
}

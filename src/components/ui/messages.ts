import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/**
 * Texts of the shared UI primitives (client islands: their message group, ui, ships them to
 * the browser). The countdown keeps the ids it had as the banner's: the catalogues translate them.
 */
export const uiMessages = defineMessages<{
  close: NoMessageValues;
  countdownEndsIn: NoMessageValues;
  countdownTime: { days: number; hours: number; minutes: number; seconds: number };
}>({
  close: { id: 'shell.ui.close', defaultMessage: 'Close' },
  countdownEndsIn: { id: 'shell.countdown.ends-in', defaultMessage: 'Ends in' },
  countdownTime: { id: 'shell.countdown.time', defaultMessage: '{days} d {hours} h {minutes} min {seconds} s' },
});

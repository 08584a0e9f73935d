import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** The generic error banner (part 1 §8), shipped with the islands that can show it. */
export const errorBannerMessages = defineMessages<{ label: NoMessageValues; reload: NoMessageValues }>({
  label: { id: 'island.errorBanner.label', defaultMessage: 'Something went wrong. Please try again in a moment.' },
  reload: { id: 'island.errorBanner.reload', defaultMessage: 'Close and reload the page' },
});

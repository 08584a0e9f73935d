import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** Texts of the shared carousel (a client island: shipped with its message group). */
export const carouselMessages = defineMessages<{
  previous: NoMessageValues;
  next: NoMessageValues;
  carousel: NoMessageValues;
  slide: NoMessageValues;
  slidePosition: { index: number; count: number };
}>({
  previous: { id: 'island.carousel.previous', defaultMessage: 'Previous' },
  next: { id: 'island.carousel.next', defaultMessage: 'Next' },
  carousel: { id: 'island.carousel.carousel', defaultMessage: 'carousel' },
  slide: { id: 'island.carousel.slide', defaultMessage: 'slide' },
  slidePosition: { id: 'island.carousel.slide-position', defaultMessage: '{index} of {count}' },
});

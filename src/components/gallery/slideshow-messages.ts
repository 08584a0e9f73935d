import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/**
 * Texts of the slideshow island, shipped to the browser with galleryMessageGroup. In their own
 * module: browser code imports only these, never the server gallery's texts (messages.ts).
 */
export const slideshowMessages = defineMessages<{
  previous: NoMessageValues;
  next: NoMessageValues;
  position: { index: number; count: number };
  counter: { index: number; count: number };
  carousel: NoMessageValues;
  slide: NoMessageValues;
}>({
  previous: { id: 'gallery.slideshow.previous', defaultMessage: 'Previous picture' },
  next: { id: 'gallery.slideshow.next', defaultMessage: 'Next picture' },
  position: { id: 'gallery.slideshow.position', defaultMessage: 'Picture {index} of {count}' },
  counter: { id: 'gallery.slideshow.counter', defaultMessage: '{index} / {count}' },
  carousel: { id: 'gallery.slideshow.carousel', defaultMessage: 'carousel' },
  slide: { id: 'gallery.slideshow.slide', defaultMessage: 'slide' },
});

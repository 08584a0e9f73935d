import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** Texts the server gallery formats (passed to its buttons as strings: no message ships for them). */
export const galleryMessages = defineMessages<{
  title: { label: string };
  seeAll: { count: number };
  enlarge: { index: number; count: number; description: string };
}>({
  title: { id: 'gallery.title', defaultMessage: 'Pictures of {label}' },
  seeAll: { id: 'gallery.seeAll', defaultMessage: '{count, plural, one {See # picture} other {See # pictures}}' },
  enlarge: { id: 'gallery.enlarge', defaultMessage: 'Enlarge picture {index} of {count}: {description}' },
});

/** Texts of the slideshow island (shipped to the browser with galleryMessageGroup). */
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

import { defineMessages } from '@formatjs/intl';

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

/** The slideshow's texts live in slideshow-messages.ts (browser code imports that module alone). */
export { slideshowMessages } from './slideshow-messages';

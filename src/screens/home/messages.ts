import { defineMessages, type NoMessageValues } from 'react-intl/server';

// react-intl 12 types the values of each message: the generic lists them per key.
export const homeMessages = defineMessages<{
  metaTitle: NoMessageValues;
  metaDescription: NoMessageValues;
  flowLabel: NoMessageValues;
  flowStays: NoMessageValues;
  flowGifts: NoMessageValues;
  defaultTitle: NoMessageValues;
  defaultSubtitle: NoMessageValues;
  defaultGiftingTitle: NoMessageValues;
  defaultGiftingSubtitle: NoMessageValues;
  defaultTopResults: NoMessageValues;
  headerLabel: NoMessageValues;
  footerLabel: NoMessageValues;
  heroCards: NoMessageValues;
}>({
  metaTitle: { id: 'home.meta.title', defaultMessage: 'Weekend getaways with activities' },
  metaDescription: { id: 'home.meta.description', defaultMessage: 'Book a weekend in a hotel with activities, dinners and breakfasts, or offer it as a gift.' },
  flowLabel: { id: 'home.flow.label', defaultMessage: 'Stays or gifts' },
  flowStays: { id: 'home.flow.stays', defaultMessage: 'Stays' },
  flowGifts: { id: 'home.flow.gifts', defaultMessage: 'Gifts' },
  defaultTitle: { id: 'home.default.title', defaultMessage: 'Your next weekend starts here' },
  defaultSubtitle: { id: 'home.default.subtitle', defaultMessage: 'Hotels, dinners and activities in one stay' },
  defaultGiftingTitle: { id: 'home.default.gifting-title', defaultMessage: 'Give a getaway as a gift' },
  defaultGiftingSubtitle: { id: 'home.default.gifting-subtitle', defaultMessage: 'Gift boxes, stays and gift cards for every occasion' },
  defaultTopResults: { id: 'home.default.top-results', defaultMessage: 'Our most popular stays' },
  headerLabel: { id: 'home.header.label', defaultMessage: 'Highlights' },
  footerLabel: { id: 'home.footer.label', defaultMessage: 'Good to know' },
  heroCards: { id: 'home.hero.cards', defaultMessage: 'Our suggestions' },
});

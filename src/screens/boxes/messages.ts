import { defineMessages, type NoMessageValues } from 'react-intl/server';

/** Texts of the box listing (server-rendered: no island). */
export const boxesMessages = defineMessages<{
  metaTitle: NoMessageValues;
  metaDescription: NoMessageValues;
  breadcrumbHome: NoMessageValues;
  breadcrumbBoxes: NoMessageValues;
  heroTitle: NoMessageValues;
  heroText: NoMessageValues;
  listLabel: NoMessageValues;
  includedContent: NoMessageValues;
  promoBadge: { promo: number };
  promoBadgeLabel: { promo: number };
  empty: NoMessageValues;
  emptyHint: NoMessageValues;
  emptyLink: NoMessageValues;
  error: NoMessageValues;
  errorHint: NoMessageValues;
  seoTitle: NoMessageValues;
  seoText1: NoMessageValues;
  seoText2: NoMessageValues;
  seoText3: NoMessageValues;
  landingsOccasion: NoMessageValues;
  landingsRecipient: NoMessageValues;
  landingsTheme: NoMessageValues;
}>({
  metaTitle: { id: 'boxes.meta.title', defaultMessage: 'Gift boxes: weekends and stays to offer' },
  metaDescription: {
    id: 'boxes.meta.description',
    defaultMessage: 'Offer a gift box: a night in a charming hotel, spa, gastronomy or adventure. Digital box sent at once, valid a year and a half.',
  },
  breadcrumbHome: { id: 'boxes.breadcrumb.home', defaultMessage: 'Home' },
  breadcrumbBoxes: { id: 'boxes.breadcrumb.boxes', defaultMessage: 'Gift boxes' },
  heroTitle: { id: 'boxes.hero.title', defaultMessage: 'A box for every moment and every person' },
  heroText: {
    id: 'boxes.hero.text',
    defaultMessage: 'Romantic weekends, spa breaks, fine dining or a night in a castle: choose the box, they choose the stay.',
  },
  listLabel: { id: 'boxes.list.label', defaultMessage: 'Our gift boxes' },
  includedContent: { id: 'boxes.card.included', defaultMessage: 'Included' },
  promoBadge: { id: 'boxes.card.promo', defaultMessage: '-{promo}%' },
  promoBadgeLabel: { id: 'boxes.card.promo.label', defaultMessage: '{promo}% off' },
  empty: { id: 'boxes.empty', defaultMessage: 'No gift box is available right now' },
  emptyHint: { id: 'boxes.empty.hint', defaultMessage: 'Our boxes are being restocked. Please come back soon, or offer a stay of your choice.' },
  emptyLink: { id: 'boxes.empty.link', defaultMessage: 'Offer a stay' },
  error: { id: 'boxes.error', defaultMessage: 'Oops, something went wrong' },
  errorHint: { id: 'boxes.error.hint', defaultMessage: 'Our gift boxes cannot be shown right now. Please try again in a moment.' },
  seoTitle: { id: 'boxes.seo.title', defaultMessage: 'Why offer a gift box?' },
  seoText1: {
    id: 'boxes.seo.text1',
    defaultMessage:
      'A gift box is a getaway ready to offer: each one gathers hundreds of hand-picked hotels, with a night for two, breakfast and often a dinner, a spa or an activity.',
  },
  seoText2: {
    id: 'boxes.seo.text2',
    defaultMessage:
      'The person you offer it to chooses the hotel and the dates that suit them, and can change the stay free of charge up to 2 days before arriving. The box is valid for a year and a half.',
  },
  seoText3: {
    id: 'boxes.seo.text3',
    defaultMessage:
      'The digital box is sent by email at once, ideal for a last-minute gift; add your name and a personal message to make it yours.',
  },
  landingsOccasion: { id: 'boxes.landings.occasion', defaultMessage: 'Gift ideas by occasion and season' },
  landingsRecipient: { id: 'boxes.landings.recipient', defaultMessage: 'Gift ideas by recipient' },
  landingsTheme: { id: 'boxes.landings.theme', defaultMessage: 'Gift ideas by theme' },
});

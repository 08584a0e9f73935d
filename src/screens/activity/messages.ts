import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** Server-rendered texts of the activity voucher page (its islands' texts are in purchase-messages.ts). */
export const activityMessages = defineMessages<{
  metaDescription: { label: string | number };
  breadcrumbHome: NoMessageValues;
  breadcrumbActivities: NoMessageValues;
  mainCentre: NoMessageValues;
  sectionDescription: NoMessageValues;
  sectionProgramme: NoMessageValues;
  sectionPractical: NoMessageValues;
  sectionHowItWorks: NoMessageValues;
  activityUnivers: { univers: string };
  activityComposition: NoMessageValues;
  activitySchedules: NoMessageValues;
  activityCentre: NoMessageValues;
  activityImportant: NoMessageValues;
  schedule: { day: string | number; from: string | number; to: string | number };
  locations: NoMessageValues;
  schedules: NoMessageValues;
  niceToKnow: NoMessageValues;
  importantInfo: NoMessageValues;
  howStep1Title: NoMessageValues;
  howStep1: NoMessageValues;
  howStep2Title: NoMessageValues;
  howStep2: NoMessageValues;
  howStep3Title: NoMessageValues;
  howStep3: NoMessageValues;
  howStep4Title: NoMessageValues;
  howStep4: NoMessageValues;
  purchaseTitle: NoMessageValues;
  expired: NoMessageValues;
  seeOtherOffers: NoMessageValues;
}>({
  metaDescription: { id: 'activity.metaDescription', defaultMessage: '{label}: offer this activity or buy it for yourself with Escapade.' },
  breadcrumbHome: { id: 'activity.breadcrumb.home', defaultMessage: 'Home' },
  breadcrumbActivities: { id: 'activity.breadcrumb.activities', defaultMessage: 'Activities' },
  mainCentre: { id: 'activity.mainCentre', defaultMessage: 'Activity centre' },
  sectionDescription: { id: 'activity.section.description', defaultMessage: 'The experience' },
  sectionProgramme: { id: 'activity.section.programme', defaultMessage: 'The programme' },
  sectionPractical: { id: 'activity.section.practical', defaultMessage: 'Practical information' },
  sectionHowItWorks: { id: 'activity.section.howItWorks', defaultMessage: 'How does it work?' },
  activityUnivers: {
    id: 'activity.programme.univers',
    defaultMessage: 'Theme: {univers, select, wellness {wellness} gastronomy {gastronomy} sport {sport} culture {culture} nature {nature} other {{univers}}}',
  },
  activityComposition: { id: 'activity.programme.composition', defaultMessage: 'What is included' },
  activitySchedules: { id: 'activity.programme.schedules', defaultMessage: 'Opening times' },
  activityCentre: { id: 'activity.programme.centre', defaultMessage: 'Where' },
  activityImportant: { id: 'activity.programme.important', defaultMessage: 'Good to know before you go' },
  schedule: { id: 'activity.schedule', defaultMessage: '{day}: {from} – {to}' },
  locations: { id: 'activity.practical.locations', defaultMessage: 'Locations' },
  schedules: { id: 'activity.practical.schedules', defaultMessage: 'Opening times' },
  niceToKnow: { id: 'activity.practical.niceToKnow', defaultMessage: 'Nice to know' },
  importantInfo: { id: 'activity.practical.importantInfo', defaultMessage: 'Important information' },
  howStep1Title: { id: 'activity.how.step1.title', defaultMessage: 'Choose' },
  howStep1: { id: 'activity.how.step1', defaultMessage: 'Choose the number of participants and whether you offer the activity or keep it for yourself.' },
  howStep2Title: { id: 'activity.how.step2.title', defaultMessage: 'Receive' },
  howStep2: { id: 'activity.how.step2', defaultMessage: 'The voucher arrives by email as soon as the order is paid, ready to print or to forward.' },
  howStep3Title: { id: 'activity.how.step3.title', defaultMessage: 'Book' },
  howStep3: { id: 'activity.how.step3', defaultMessage: 'The holder contacts the activity centre to book the day of their choice.' },
  howStep4Title: { id: 'activity.how.step4.title', defaultMessage: 'Enjoy' },
  howStep4: { id: 'activity.how.step4', defaultMessage: 'On the day, the voucher is shown at the centre. It stays valid for 12 months.' },
  purchaseTitle: { id: 'activity.purchase.title', defaultMessage: 'Your voucher' },
  expired: { id: 'activity.expired', defaultMessage: 'Too late! This offer has expired... Luckily, we have other stays to suggest you.' },
  seeOtherOffers: { id: 'activity.seeOtherOffers', defaultMessage: 'See other offers' },
});

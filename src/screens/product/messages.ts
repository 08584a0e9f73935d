import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** Server-rendered texts of the stay product page. */
export const productMessages = defineMessages<{
  metaDescription: { label: string | number; hotel: string | number };
  breadcrumbHome: NoMessageValues;
  tabsLabel: NoMessageValues;
  sectionDescription: NoMessageValues;
  sectionRoom: NoMessageValues;
  sectionExperience: NoMessageValues;
  sectionHotel: NoMessageValues;
  sectionPractical: NoMessageValues;
  sectionGift: NoMessageValues;
  sectionReviews: NoMessageValues;
  roomBedding: { bedding: string | number };
  roomCapacity: { count: number };
  roomSize: { size: string | number };
  roomDetails: NoMessageValues;
  activityDuration: { duration: string | number };
  activityWhere: { where: string | number };
  activityWhen: { when: string | number };
  activityWhy: NoMessageValues;
  activityMustKnow: NoMessageValues;
  activitySchedules: NoMessageValues;
  activityMenu: NoMessageValues;
  activityDetails: NoMessageValues;
  activityNeedsDate: NoMessageValues;
  schedule: { day: string | number; from: string | number; to: string | number };
  breakfast: NoMessageValues;
}>({
  metaDescription: { id: 'product.metaDescription', defaultMessage: '{label} at {hotel}: book your weekend with Escapade.' },
  breadcrumbHome: { id: 'product.breadcrumb.home', defaultMessage: 'Home' },
  tabsLabel: { id: 'product.tabs.label', defaultMessage: 'Sections of the page' },
  sectionDescription: { id: 'product.section.description', defaultMessage: 'Your stay' },
  sectionRoom: { id: 'product.section.room', defaultMessage: 'Your room' },
  sectionExperience: { id: 'product.section.experience', defaultMessage: 'Your activities' },
  sectionHotel: { id: 'product.section.hotel', defaultMessage: 'The hotel' },
  sectionPractical: { id: 'product.section.practical', defaultMessage: 'Practical information' },
  sectionGift: { id: 'product.section.gift', defaultMessage: 'The gift' },
  sectionReviews: { id: 'product.section.reviews', defaultMessage: 'Reviews' },
  roomBedding: { id: 'product.room.bedding', defaultMessage: 'Bedding: {bedding}' },
  roomCapacity: { id: 'product.room.capacity', defaultMessage: 'Up to {count, plural, one {# person} other {# people}}' },
  roomSize: { id: 'product.room.size', defaultMessage: 'Size: {size} m²' },
  roomDetails: { id: 'product.room.details', defaultMessage: 'Room details' },
  activityDuration: { id: 'product.activity.duration', defaultMessage: 'Duration: {duration}' },
  activityWhere: { id: 'product.activity.where', defaultMessage: 'Where: {where}' },
  activityWhen: { id: 'product.activity.when', defaultMessage: 'When: {when}' },
  activityWhy: { id: 'product.activity.why', defaultMessage: 'Why you will love it' },
  activityMustKnow: { id: 'product.activity.mustKnow', defaultMessage: 'Good to know' },
  activitySchedules: { id: 'product.activity.schedules', defaultMessage: 'Schedules' },
  activityMenu: { id: 'product.activity.menu', defaultMessage: 'The menu' },
  activityDetails: { id: 'product.activity.details', defaultMessage: 'Activity details' },
  activityNeedsDate: { id: 'product.activity.needsDate', defaultMessage: 'A date is chosen for this activity when booking' },
  schedule: { id: 'product.schedule', defaultMessage: '{day}: {from} – {to}' },
  breakfast: { id: 'product.breakfast', defaultMessage: 'Breakfast' },
});

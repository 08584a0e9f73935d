import { defineMessages, type NoMessageValues } from '@formatjs/intl';

/** Texts of the box page's client islands: the stays' list, its map and the Offer panel. */
export const boxIslandMessages = defineMessages<{
  staysRegion: NoMessageValues;
  staysCount: { count: number };
  staysLoading: NoMessageValues;
  staysError: NoMessageValues;
  staysRetry: NoMessageValues;
  staysEnd: NoMessageValues;
  mapButton: NoMessageValues;
  mapTitle: NoMessageValues;
  mapMarker: NoMessageValues;
  mapStay: NoMessageValues;
  mapStayLink: NoMessageValues;
  offer: NoMessageValues;
  dialogTitle: { title: string };
  summaryBox: NoMessageValues;
  summaryDelivery: NoMessageValues;
  summaryFree: NoMessageValues;
  summaryTotal: NoMessageValues;
  confirm: NoMessageValues;
}>({
  staysRegion: { id: 'box.stays.region', defaultMessage: 'Stays of the box, scroll sideways to see more' },
  staysCount: { id: 'box.stays.count', defaultMessage: '{count, plural, one {# stay to choose from} other {# stays to choose from}}' },
  staysLoading: { id: 'box.stays.loading', defaultMessage: 'Loading more stays…' },
  staysError: { id: 'box.stays.error', defaultMessage: 'Oops, something went wrong' },
  staysRetry: { id: 'box.stays.retry', defaultMessage: 'Try again' },
  staysEnd: { id: 'box.stays.end', defaultMessage: 'You have seen all the stays of this box.' },
  mapButton: { id: 'box.map.button', defaultMessage: 'See the stays on the map' },
  mapTitle: { id: 'box.map.title', defaultMessage: 'The stays of the box on the map' },
  mapMarker: { id: 'box.map.marker', defaultMessage: 'Included' },
  mapStay: { id: 'box.map.stay', defaultMessage: 'A stay included in the box' },
  mapStayLink: { id: 'box.map.stayLink', defaultMessage: 'See the stay' },
  offer: { id: 'box.offer.button', defaultMessage: 'Offer' },
  dialogTitle: { id: 'box.offer.title', defaultMessage: 'Offer the box {title}' },
  summaryBox: { id: 'box.offer.summaryBox', defaultMessage: 'Gift box' },
  summaryDelivery: { id: 'box.offer.summaryDelivery', defaultMessage: 'Delivery' },
  summaryFree: { id: 'box.offer.summaryFree', defaultMessage: 'Free' },
  summaryTotal: { id: 'box.offer.summaryTotal', defaultMessage: 'Total' },
  confirm: { id: 'box.offer.confirm', defaultMessage: 'Confirm' },
});

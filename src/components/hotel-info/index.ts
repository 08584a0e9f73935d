/** What the product page and the hotel page say about a hotel: its facts as sentences, its stars. */
export { hoursLines, localTaxLine, mapLinkOf, petsLine, serviceLines } from './hotel-lines';
export { hotelInfoMessages } from './messages';
export { Stars } from './stars';

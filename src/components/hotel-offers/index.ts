/** The hotel offers drawer of the results ('See the other offers from this hotel'). */
export { HotelOffersDrawer, type HotelOffersDrawerProps } from './hotel-offers-drawer';

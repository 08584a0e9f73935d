export { lookUpBooking, type BookingLookup, type BookingLookupParams } from './calls';

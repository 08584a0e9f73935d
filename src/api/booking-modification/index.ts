export { quoteBookingModification, modifyBooking, type ModificationParams } from './calls';

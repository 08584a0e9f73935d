/** The availability calendar and the 'Dates' field that opens it (search box, product and hotel pages). */
export { AvailabilityCalendar, type AvailabilityCalendarProps } from './availability-calendar';
export { DatesField, type DatesFieldCalendarOptions, type DatesFieldProps } from './dates-field';
export { useAvailabilityPages, type AvailabilityPageLoader, type AvailabilityPages, type AvailabilityPagesOptions } from './use-availability-pages';
export { useCheckoutNights, type CheckoutNightsLoader } from './use-checkout-nights';
export { availabilityPageLoader, checkoutNightsLoader, type CalendarProduct } from './bff-loaders';

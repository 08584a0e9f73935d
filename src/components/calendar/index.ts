/** The availability calendar and the 'Dates' field that opens it (search box, product and hotel pages). */
export { AvailabilityCalendar, type AvailabilityCalendarProps } from './availability-calendar';
export { DatesField, type DatesFieldProps } from './dates-field';

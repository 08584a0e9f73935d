import { z } from 'zod';
import { isYearMonth } from '@/domain/calendar';
import { bffSchema } from '../schema';
import { calendarHotelAvailabilityContract } from './calendar-hotel-availability';
import { idField, localeField } from './fields.schema';

export const calendarHotelAvailabilitySchema = bffSchema(calendarHotelAvailabilityContract, () =>
  z.object({
    locale: localeField,
    hotelId: idField,
    month: z.string().refine(isYearMonth),
  }),
);

import { z } from 'zod';
import { isYearMonth } from '@/domain/calendar';
import { bffSchema } from '../schema';
import { calendarAvailabilityContract } from './calendar-availability';
import { idField, localeField, paxQueryShape } from './fields.schema';

export const calendarAvailabilitySchema = bffSchema(calendarAvailabilityContract, () =>
  z.object({
    locale: localeField,
    id: idField,
    month: z.string().refine(isYearMonth),
    length: z.coerce.number().int().min(1).max(4),
    ...paxQueryShape,
  }),
);

import { z } from 'zod';
import { isYearMonth } from '@/domain/calendar';
import { bffSchema } from '../schema';
import { beneficiaryCalendarContract } from './beneficiary-calendar';
import { idField, localeField } from './fields.schema';

export const beneficiaryCalendarSchema = bffSchema(beneficiaryCalendarContract, () =>
  z.object({
    locale: localeField,
    id: idField,
    month: z.string().refine(isYearMonth),
    length: z.coerce.number().int().min(1).max(4),
  }),
);

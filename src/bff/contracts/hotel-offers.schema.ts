import { z } from 'zod';
import { SEARCH_FLOWS } from '@/domain/search';
import { bffSchema } from '../schema';
import { dayField, localeField, nightsField, paxQueryShape } from './fields.schema';
import { hotelOffersContract } from './hotel-offers';

export const hotelOffersSchema = bffSchema(hotelOffersContract, () =>
  z.object({
    locale: localeField,
    hotelId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    flow: z.enum(SEARCH_FLOWS).default('booking'),
    checkin: dayField.optional(),
    night: nightsField.optional(),
    ...paxQueryShape,
  }),
);

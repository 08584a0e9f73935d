import { z } from 'zod';
import { isIsoDay } from '@/domain/calendar';
import { bffSchema } from '../schema';
import { idField, localeField, nightsField, paxQueryShape } from './fields.schema';
import { hotelRoomsContract } from './hotel-rooms';

export const hotelRoomsSchema = bffSchema(hotelRoomsContract, () =>
  z.object({
    locale: localeField,
    hotelId: idField,
    checkin: z.string().refine(isIsoDay),
    nights: nightsField,
    ...paxQueryShape,
  }),
);

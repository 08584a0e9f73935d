import { z } from 'zod';
import { isIsoDay } from '@/domain/calendar';
import { bffSchema } from '../schema';
import { idField, localeField, paxQueryShape } from './fields.schema';
import { hotelRoomsContract } from './hotel-rooms';
import { nightsField } from './product-offers.schema';

export const hotelRoomsSchema = bffSchema(hotelRoomsContract, () =>
  z.object({
    locale: localeField,
    hotelId: idField,
    checkin: z.string().refine(isIsoDay),
    nights: nightsField,
    ...paxQueryShape,
  }),
);

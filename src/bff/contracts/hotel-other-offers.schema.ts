import { z } from 'zod';
import { bffSchema } from '../schema';
import { idField, localeField } from './fields.schema';
import { hotelOtherOffersContract } from './hotel-other-offers';

export const hotelOtherOffersSchema = bffSchema(hotelOtherOffersContract, () => z.object({ hotelId: idField, locale: localeField }));

import { z } from 'zod';
import { isIsoDay } from '@/domain/calendar';
import { PARTNER_MINISITES } from '@/domain/model/content';
import { bffSchema } from '../schema';
import { idField, localeField, nightsField, paxQueryShape } from './fields.schema';
import { productOffersContract } from './product-offers';

export const minisiteField = z.enum(PARTNER_MINISITES);

export const productOffersSchema = bffSchema(productOffersContract, () =>
  z.object({
    locale: localeField,
    productId: idField,
    checkin: z.string().refine(isIsoDay).optional(),
    nights: nightsField.optional(),
    ...paxQueryShape,
    minisite: minisiteField.optional(),
  }),
);

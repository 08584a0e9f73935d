import { z } from 'zod';
import { isIsoDay } from '@/domain/calendar';
import { PARTNER_MINISITES } from '@/domain/model/content';
import { MAX_NIGHTS, MIN_NIGHTS } from '@/state/hash/stay-dates';
import { bffSchema } from '../schema';
import { idField, localeField, paxQueryShape } from './fields.schema';
import { productOffersContract } from './product-offers';

/** Stay lengths of the product routes: what a hash can carry (1 to 14 nights). */
export const nightsField = z.coerce.number().int().min(MIN_NIGHTS).max(MAX_NIGHTS);

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

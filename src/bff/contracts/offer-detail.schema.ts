import { z } from 'zod';
import { isIsoDay } from '@/domain/calendar';
import { bffSchema } from '../schema';
import { idField, localeField, nightsField, paxQueryShape } from './fields.schema';
import { offerDetailContract } from './offer-detail';

/** A stay is both ends or none: a check-in without a length (or the reverse) prices nothing. */
export const offerDetailSchema = bffSchema(offerDetailContract, () =>
  z
    .object({
      locale: localeField,
      offerId: idField,
      checkin: z.string().refine(isIsoDay).optional(),
      nights: nightsField.optional(),
      ...paxQueryShape,
    })
    .refine((query) => (query.checkin === undefined) === (query.nights === undefined)),
);

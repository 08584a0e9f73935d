import { z } from 'zod';
import { PARTICIPANTS_STEPPER } from '@/domain/activity/participants';
import { bffSchema } from '../schema';
import { checkoutActivityContract } from './checkout-activity';
import { localeField } from './fields.schema';

export const checkoutActivitySchema = bffSchema(checkoutActivityContract, () =>
  z.object({
    locale: localeField,
    activityProductId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    participants: z.number().int().min(PARTICIPANTS_STEPPER.min).max(PARTICIPANTS_STEPPER.max),
    customType: z.enum(['OWN_USE', 'GIFT']),
  }),
);

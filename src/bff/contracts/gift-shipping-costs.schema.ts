import { z } from 'zod';
import { bffSchema } from '../schema';
import { localeField } from './fields.schema';
import { GIFT_SHIPPING_KINDS, giftShippingCostsContract } from './gift-shipping-costs';

export const giftShippingCostsSchema = bffSchema(giftShippingCostsContract, () => z.object({ locale: localeField, kind: z.enum(GIFT_SHIPPING_KINDS) }));

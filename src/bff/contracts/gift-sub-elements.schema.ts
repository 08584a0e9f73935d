import { z } from 'zod';
import { bffSchema } from '../schema';
import { localeField } from './fields.schema';
import { giftSubElementsContract } from './gift-sub-elements';

export const giftSubElementsSchema = bffSchema(giftSubElementsContract, () => z.object({ locale: localeField }));

import { z } from 'zod';
import { bffSchema } from '../schema';
import { boxMapContract } from './box-map';
import { boxCodeField } from './box-offers.schema';
import { localeField } from './fields.schema';

export const boxMapSchema = bffSchema(boxMapContract, () => z.object({ locale: localeField, code: boxCodeField }));

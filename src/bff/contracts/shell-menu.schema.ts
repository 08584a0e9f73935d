import { z } from 'zod';
import { bffSchema } from '../schema';
import { localeField } from './fields.schema';
import { shellMenuContract } from './shell-menu';

export const shellMenuSchema = bffSchema(shellMenuContract, () => z.object({ locale: localeField }));

import { z } from 'zod';
import { bffSchema } from '../schema';
import { CLIENT_LOG_MAX_MESSAGE, clientLogContract } from './client-log';
import { localeField } from './fields.schema';

export const clientLogSchema = bffSchema(clientLogContract, () =>
  z.object({
    message: z.string().trim().min(1).max(CLIENT_LOG_MAX_MESSAGE),
    locale: localeField.nullable().optional(),
    level: z.enum(['error', 'warn', 'info']).optional(),
  }),
);

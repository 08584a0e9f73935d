import { z } from 'zod';
import { bffSchema } from '../schema';
import { experimentsActivateContract } from './experiments-activate';

export const experimentsActivateSchema = bffSchema(experimentsActivateContract, () =>
  z.object({
    visitorId: z
      .string()
      .regex(/^[A-Za-z0-9-]{8,64}$/)
      .optional(),
  }),
);

import { z } from 'zod';

/** POST {experiment}/activate answer (docs/api/experiments.md): variation per experiment. */
export const activationSchema = z.object({
  visitorId: z.string(),
  assignments: z.record(z.string(), z.string()),
});

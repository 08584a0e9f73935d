import { z } from 'zod';

/**
 * Google's siteverify answer (developers.google.com/recaptcha/docs/verify and docs/v3): `score` and
 * `action` come with v3 keys only; unknown fields are ignored.
 */
export const siteverifyAnswerSchema = z.object({
  success: z.boolean(),
  challenge_ts: z.string().optional(),
  hostname: z.string().optional(),
  score: z.number().min(0).max(1).optional(),
  action: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

export type SiteverifyAnswer = z.infer<typeof siteverifyAnswerSchema>;

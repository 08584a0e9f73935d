import { z } from 'zod';

/** The account application's answers (mocks/account/api.ts; the spec shows no path nor shape). */
export const accountProfileSchema = z.object({
  accountId: z.string().min(1),
  email: z.string().min(1),
  firstName: z.string(),
});

export const wishedProductSchema = z.object({
  productId: z.number().int().positive(),
  label: z.string(),
  path: z.string(),
  addedAt: z.string().nullish(),
});

export const wishlistSchema = z.object({ items: z.array(wishedProductSchema) });

/** A write answered with no body (204) or the stored item: only the status matters. */
export const writeAnswerSchema = z.unknown();

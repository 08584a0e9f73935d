import { z } from 'zod';
import { safeReturnPath } from '@/routing/safe-url';
import { bffSchema } from '../schema';
import { wishlistAddContract, wishlistContract, wishlistRemoveContract } from './wishlist';

const productId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A path of this site only (it becomes a link on the account's page): another host or a script URL is refused. */
const sitePath = z
  .string()
  .max(2000)
  .refine((path) => safeReturnPath(path, '') === path, 'not a path of this site');

export const wishlistSchema = bffSchema(wishlistContract, () => z.object({}).strip());

export const wishlistAddSchema = bffSchema(wishlistAddContract, () =>
  z.object({ productId, label: z.string().trim().min(1).max(300), path: sitePath }),
);

export const wishlistRemoveSchema = bffSchema(wishlistRemoveContract, () => z.object({ productId }));

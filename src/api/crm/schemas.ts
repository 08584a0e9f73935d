import { z } from 'zod';

/** The CRM answers the id of the case it created. */
export const caseSchema = z.object({ id: z.union([z.string(), z.number()]).transform(String) });

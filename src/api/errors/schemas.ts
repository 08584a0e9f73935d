import { z } from 'zod';

/** Both endpoints answer 204 (or 200 with any body): nothing in the answer is used. */
export const acknowledgementSchema = z.unknown();

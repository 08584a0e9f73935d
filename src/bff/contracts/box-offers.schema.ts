import { z } from 'zod';
import { isBoxCode } from '@/routing/segments';
import { bffSchema } from '../schema';
import { boxOffersContract } from './box-offers';
import { localeField } from './fields.schema';

/** The largest box has a few hundred stays (under 100 pages of 8): a page past 1000 is refused, not forwarded. */
const MAX_PAGE = 1000;

/** A box code as the box page's path accepts it (…EBOX / …PBOX, letters, digits and dashes). */
export const boxCodeField = z.string().refine(isBoxCode);

export const boxOffersSchema = bffSchema(boxOffersContract, () =>
  z.object({
    locale: localeField,
    code: boxCodeField,
    page: z
      .string()
      .regex(/^[1-9][0-9]{0,3}$/)
      .transform(Number)
      .pipe(z.number().max(MAX_PAGE)),
  }),
);

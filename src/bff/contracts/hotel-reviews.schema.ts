import { z } from 'zod';
import { REVIEW_SORTS } from '@/domain/model/review';
import { bffSchema } from '../schema';
import { idField, localeField } from './fields.schema';
import { hotelReviewsContract, REVIEW_LANGUAGES } from './hotel-reviews';

/** Pages past 1000 (10,000 reviews) are refused rather than forwarded. */
const MAX_PAGE = 1000;

export const hotelReviewsSchema = bffSchema(hotelReviewsContract, () =>
  z.object({
    hotelId: idField,
    locale: localeField,
    sort: z.enum(REVIEW_SORTS).default('DATE_DESC'),
    language: z.enum(REVIEW_LANGUAGES).default('all'),
    page: z
      .string()
      .regex(/^[1-9][0-9]{0,3}$/)
      .transform(Number)
      .pipe(z.number().max(MAX_PAGE))
      .default(1),
  }),
);

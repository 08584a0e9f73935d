import { z } from 'zod';
import { MAX_STAY_NIGHTS, MIN_STAY_NIGHTS } from './stay-nights';

/**
 * The stay bound as a zod piece, for the schemas at the boundaries (BFF bodies and queries, the
 * gift booking link). Its own file so the pages that only need the numbers do not load zod.
 */
export const stayNightsSchema = z.number().int().min(MIN_STAY_NIGHTS).max(MAX_STAY_NIGHTS);

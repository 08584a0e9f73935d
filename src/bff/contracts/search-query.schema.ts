import { z } from 'zod';
import { SEARCH_FLOWS } from '@/domain/search';
import type { BffContract } from '../contract';
import { bffSchema } from '../schema';
import { localeField } from './fields.schema';
import { searchFacetsContract } from './search-facets';
import { searchMapContract } from './search-map';
import type { SearchQuery } from './search-query';
import { searchResultsContract } from './search-results';

/**
 * One schema for the three search routes. The hash stays text here: the route reads it with the
 * browser's own codec, so garbage reads as defaults. A box page without its code is not a query.
 */
const searchQuery = () =>
  z
    .object({
      locale: localeField,
      flow: z.enum(SEARCH_FLOWS),
      boxCode: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,64}$/)
        .optional(),
      hash: z.string().max(4000).default(''),
    })
    .refine((query) => query.flow !== 'box' || query.boxCode !== undefined);

const searchSchema = <Answer>(contract: BffContract<SearchQuery, Answer>) => bffSchema(contract, searchQuery);

export const searchResultsSchema = searchSchema(searchResultsContract);
export const searchMapSchema = searchSchema(searchMapContract);
export const searchFacetsSchema = searchSchema(searchFacetsContract);

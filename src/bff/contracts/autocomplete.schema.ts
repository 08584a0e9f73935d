import { z } from 'zod';
import { bffSchema } from '../schema';
import { autocompleteContract } from './autocomplete';
import { localeField } from './fields.schema';

export const autocompleteSchema = bffSchema(autocompleteContract, () =>
  z.object({
    term: z.string().trim().min(2).max(100),
    locale: localeField,
  }),
);

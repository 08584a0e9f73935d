import type { z } from 'zod';
import type { BffContract } from './contract';

/**
 * A contract's query (or body) schema, for the route side only (zod stays out of the islands,
 * see contract.ts). Typed against the contract's Query: a schema whose output is not the Query
 * the island sends does not compile. Built on its first request, then kept.
 */
export interface BffSchema<Query, Answer> {
  readonly contract: BffContract<Query, Answer>;
  parse(input: unknown): { success: true; data: Query } | { success: false };
}

export function bffSchema<Query, Answer>(contract: BffContract<Query, Answer>, build: () => z.ZodType<Query>): BffSchema<Query, Answer> {
  let schema: z.ZodType<Query> | undefined;
  return {
    contract,
    parse(input) {
      schema ??= build();
      const result = schema.safeParse(input);
      return result.success ? { success: true, data: result.data } : { success: false };
    },
  };
}

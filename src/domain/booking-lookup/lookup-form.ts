import { z } from 'zod';
import { normaliseReference } from '@/domain/model/booking-reference';
import { bookingReferenceProblem, emailProblem, type LookupFieldProblem } from './rules';

/**
 * The lookup form's values and its zod schema (react-hook-form in the island, through the gift
 * offer's small zod resolver). An issue's message is the problem's code, which the form translates.
 * The BFF route checks the same rules again (booking-lookup.schema.ts).
 */
export interface LookupFormValues {
  reference: string;
  email: string;
}

const field = (problemOf: (typed: string) => LookupFieldProblem | null) =>
  z.string().superRefine((typed, context) => {
    const problem = problemOf(typed);
    if (problem !== null) context.addIssue({ code: 'custom', message: problem });
  });

export const lookupFormSchema: z.ZodType<LookupFormValues> = z.object({
  reference: field(bookingReferenceProblem).transform(normaliseReference),
  email: field(emailProblem).transform((typed) => typed.trim()),
});

/** What the lookup itself can answer besides the booking: nothing matches, or the check could not be made. */
export type LookupOutcomeError = 'not-found' | 'unavailable';

const FIELD_PROBLEMS: readonly LookupFieldProblem[] = ['required', 'reference', 'email'];

export function isLookupFieldProblem(value: unknown): value is LookupFieldProblem {
  return typeof value === 'string' && (FIELD_PROBLEMS as readonly string[]).includes(value);
}

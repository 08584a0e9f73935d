import { z } from 'zod';
import { fromNameError, messageError, type PersonalisationError } from './personalisation';

/**
 * The form's schema (react-hook-form validates with it on blur and on Offer). The issue messages
 * are PersonalisationError codes. mandatory: the sender's name is required (the box form is not).
 */
export function personalisationSchema({ mandatory }: { mandatory: boolean }) {
  const refineWith = (check: (value: string) => PersonalisationError | null) => (value: string, context: z.RefinementCtx) => {
    const error = check(value);
    if (error !== null) context.addIssue({ code: 'custom', message: error });
  };
  return z.object({
    fromName: z.string().superRefine(refineWith((value) => fromNameError(value, { mandatory }))),
    message: z.string().superRefine(refineWith(messageError)),
  });
}

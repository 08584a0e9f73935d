import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form's resolver for a zod object schema: the first issue of each top-level field
 * becomes that field's error (its message is the schema's code, translated by the form). A few
 * lines instead of a dependency (@hookform/resolvers is not in the project).
 */
export function zodResolver<Values extends FieldValues>(schema: z.ZodType<Values>): Resolver<Values> {
  return async (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field !== '' && !(field in errors)) errors[field] = { type: 'validate', message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

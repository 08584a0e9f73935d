import type { FieldErrors, Resolver } from 'react-hook-form';
import { travellerFormErrors, type TravellerFormValues } from '@/domain/checkout/traveller-details';
import type { PointOfSale } from '@/domain/model/locale';

/**
 * react-hook-form's resolver for the traveller form: the domain's rules (travellerFormErrors, the
 * same ones the BFF route's zod schema runs), each field's error code as its message, translated by
 * the form. No zod in the island: it would double the booking step's scripts' weight for a wrapper.
 */
export function travellerResolver(region: PointOfSale): Resolver<TravellerFormValues> {
  return async (values) => {
    const errors = travellerFormErrors(values, region);
    const fields = Object.entries(errors);
    if (fields.length === 0) return { values, errors: {} };
    const found: Record<string, { type: string; message: string }> = {};
    for (const [field, code] of fields) if (code) found[field] = { type: 'validate', message: code };
    return { values: {}, errors: found as FieldErrors<TravellerFormValues> };
  };
}

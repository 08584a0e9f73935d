import type { FieldErrors, Resolver } from 'react-hook-form';
import { travellerFormErrors } from '@/domain/checkout/traveller-details';
import { giftDeliveryErrors } from '@/domain/gift/gift-delivery';
import type { PointOfSale } from '@/domain/model/locale';
import type { BookingFormValues } from './booking-form-values';

/**
 * react-hook-form's resolver for the traveller form: the domain's rules (travellerFormErrors, the
 * same ones the BFF route's zod schema runs), each field's error code as its message, translated by
 * the form; for a gift order, its delivery's rules too (giftDeliveryErrors, the delivery route's).
 * No zod in the island: it would double the booking step's scripts' weight for a wrapper.
 */
export function travellerResolver(region: PointOfSale, gift: { format: 'digital' | 'physical'; today: string } | null = null): Resolver<BookingFormValues> {
  return async (values) => {
    const found: Record<string, unknown> = {};
    for (const [field, code] of Object.entries(travellerFormErrors(values, region))) if (code) found[field] = { type: 'validate', message: code };
    if (gift) {
      const delivery: Record<string, { type: string; message: string }> = {};
      for (const [field, code] of Object.entries(giftDeliveryErrors(values.delivery, gift.format, gift.today))) if (code) delivery[field] = { type: 'validate', message: code };
      if (Object.keys(delivery).length > 0) found.delivery = delivery;
    }
    if (Object.keys(found).length === 0) return { values, errors: {} };
    return { values: {}, errors: found as FieldErrors<BookingFormValues> };
  };
}

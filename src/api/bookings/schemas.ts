import { z } from 'zod';
import { LOCALES } from '@/domain/model/locale';

/** The booking lookup's answer (mocks/bookings/lookup.ts; the spec shows no path nor shape). Cents, ISO days. */
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const bookingSchema = z.object({
  reference: z.string().regex(/^\d{8}$/),
  status: z.string().min(1),
  locale: z.enum(LOCALES),
  createdAt: z.string().nullish(),
  label: z.string().nullish(),
  hotel: z.object({ id: z.number().int(), uri: z.string().nullish(), label: z.string(), city: z.string().nullish() }).nullish(),
  reservationCriteria: z.object({
    checkin: isoDay,
    checkout: isoDay,
    nights: z.number().int().positive(),
    adult: z.number().int().positive(),
    child: z.number().int().nonnegative(),
    baby: z.number().int().nonnegative(),
  }),
  priceInfo: z.object({ totalPrice: z.number().int().nonnegative(), currency: z.string().length(3).nullish() }),
  /** Whether its dates can be changed today (contract §6); absent: not. */
  modifiable: z.boolean().nullish(),
});
export type BookingWire = z.infer<typeof bookingSchema>;

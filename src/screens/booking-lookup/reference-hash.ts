import { createHashStore, type HashStore } from '@/state/hash-store';
import type { HashCodec } from '@/state/hash/hash-codec';
import { formatHashParams, readHashParams } from '@/state/hash/hash-params';
import { isBookingReference, normaliseReference } from '@/domain/model/booking-reference';

/**
 * The booking lookup's hash `r` (part 2 §2 "A booking lookup route with hash r"): the reference to
 * prefill, as href.bookingLookup prints it. Anything that is not a booking reference (8 digits,
 * spaces around ignored) reads as no reference: the field starts empty rather than with a value the
 * form would refuse on sight.
 */
export interface BookingLookupHash {
  reference: string;
}

export const bookingLookupHashCodec: HashCodec<BookingLookupHash> = {
  keys: new Set(['r']),
  defaults: () => ({ reference: '' }),
  parse(hash) {
    const raw = readHashParams(hash).first('r');
    const reference = raw === undefined ? '' : normaliseReference(raw);
    return { reference: isBookingReference(reference) ? reference : '' };
  },
  print: ({ reference }) => (isBookingReference(reference) ? formatHashParams([['r', reference]]) : ''),
};

/** The page's hash store: the form reads the reference after mount (the server never sees the hash). */
export const bookingLookupHashStore: HashStore<BookingLookupHash> = createHashStore(bookingLookupHashCodec);

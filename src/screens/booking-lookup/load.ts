/**
 * The lookup page needs no upstream data: the reference comes from the hash (never seen by the
 * server) and the booking is asked for by the form.
 */
export type BookingLookupData = { kind: 'page' };

export async function load(): Promise<BookingLookupData> {
  return { kind: 'page' };
}

import { bookingStatusOf } from '@/domain/booking-lookup/booking';
import { lookupFormSchema } from '@/domain/booking-lookup/lookup-form';
import { bookingReferenceProblem, emailProblem } from '@/domain/booking-lookup/rules';
import { isBookingReference } from '@/domain/model/booking-reference';
import { bookingLookupHashCodec } from '@/screens/booking-lookup/reference-hash';
import { href } from '@/routing/href';

/** The lookup form's rules (part 2 §5, §8 form messages), its hash r, and the statuses it names. */
describe('booking reference', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['1234567', 'reference'],
    ['123456789', 'reference'],
    ['1234 5678', 'reference'],
    ['1234567A', 'reference'],
    ['١٢٣٤٥٦٧٨', 'reference'],
    ['12345678', null],
    [' 12345678 ', null],
  ])('%j → %s', (typed, problem) => {
    expect(bookingReferenceProblem(typed)).toBe(problem);
  });

  it('is exactly 8 ASCII digits once trimmed', () => {
    expect(isBookingReference('00000000')).toBe(true);
    expect(isBookingReference(' 12345678 ')).toBe(true);
    expect(isBookingReference('1234 5678')).toBe(false);
    expect(isBookingReference('1234567')).toBe(false);
    expect(isBookingReference('١٢٣٤٥٦٧٨')).toBe(false);
  });
});

describe('e-mail', () => {
  it.each([
    ['', 'required'],
    ['  ', 'required'],
    ['anna', 'email'],
    ['anna@example', 'email'],
    ['anna @example.com', 'email'],
    ['anna@example.c', 'email'],
    [`${'a'.repeat(250)}@example.com`, 'email'],
    ['anna@example.com', null],
    [' Anna.Maria+trips@mail.example.co.uk ', null],
  ])('%j → %s', (typed, problem) => {
    expect(emailProblem(typed)).toBe(problem);
  });
});

describe('the form schema', () => {
  it('gives each field its first problem as a code, and trims valid values', () => {
    const refused = lookupFormSchema.safeParse({ reference: '12', email: '' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['reference', 'reference'],
      ['email', 'required'],
    ]);
    expect(lookupFormSchema.parse({ reference: ' 12345678 ', email: ' anna@example.com ' })).toEqual({ reference: '12345678', email: 'anna@example.com' });
  });
});

describe('hash r', () => {
  it('reads the reference href.bookingLookup prints', () => {
    const link = href.bookingLookup('fr_FR', '12345678');
    expect(bookingLookupHashCodec.parse(link.slice(link.indexOf('#')))).toEqual({ reference: '12345678' });
    expect(bookingLookupHashCodec.print({ reference: '12345678' })).toBe('r=12345678');
  });

  it.each(['', '#', '#r=', '#r=abc', '#r=1234', '#r=%E0%A4%A', '#r=123456789', '#x=12345678', '#r[]=12345678'])('reads %j as no reference (a clean default)', (hash) => {
    expect(bookingLookupHashCodec.parse(hash)).toEqual({ reference: '' });
    expect(bookingLookupHashCodec.print(bookingLookupHashCodec.parse(hash))).toBe('');
  });

  it('ignores spaces around a reference and keeps the first of repeated keys', () => {
    expect(bookingLookupHashCodec.parse('#r=+12345678+&r=87654321')).toEqual({ reference: '12345678' });
  });
});

describe('status', () => {
  it('names the API statuses and shows an unknown one as being processed', () => {
    expect(['CONFIRMED', 'AWAITING_PAYMENT', 'CANCELLED', 'COMPLETED', 'confirmed', 'ON_HOLD'].map(bookingStatusOf)).toEqual([
      'confirmed',
      'awaiting-payment',
      'cancelled',
      'completed',
      'confirmed',
      'processing',
    ]);
  });
});

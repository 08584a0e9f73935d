import {
  emptyTravellerForm,
  limitTravellerInput,
  TRAVELLER_COUNTRIES,
  travellerFormErrors,
  toTraveller,
  type TravellerFormValues,
} from '@/domain/checkout/traveller-details';
import { travellerSchema } from '@/domain/checkout/traveller-schema';
import { travellerResolver } from '@/screens/booking/traveller-resolver';
import { giftDeliveryFormOf } from '@/domain/gift/gift-delivery';

/** The booking step's traveller rules (part 1 §5, part 2 §5, §8), field by field. */
const valid: TravellerFormValues = {
  civility: 'MRS',
  firstName: 'Anne-Sophie',
  lastName: "d'Arc Le Gall",
  email: 'anne@example.fr',
  phone: '06 12 34 56 78',
  postalCode: '75011',
  country: 'FR',
  termsAccepted: true,
};

describe('traveller details: one error per field', () => {
  it('a valid form has no error', () => {
    expect(travellerFormErrors(valid, 'FR')).toEqual({});
  });

  it.each<[string, Partial<TravellerFormValues>, Record<string, string>]>([
    ['no civility', { civility: '' }, { civility: 'mandatory' }],
    ['an unknown civility', { civility: 'MX' as never }, { civility: 'mandatory' }],
    ['an empty first name', { firstName: '   ' }, { firstName: 'mandatory' }],
    ['digits in the last name', { lastName: 'Martin2' }, { lastName: 'textOnly' }],
    ['a symbol in the first name', { firstName: 'Anne!' }, { firstName: 'textOnly' }],
    ['a name without a letter', { lastName: "- '" }, { lastName: 'textOnly' }],
    ['a 61-letter last name', { lastName: 'a'.repeat(61) }, { lastName: 'maxLength' }],
    ['a 60-letter first name', { firstName: 'é'.repeat(60) }, {}],
    ['accented and non-Latin names', { firstName: 'Zoë', lastName: 'Øster’gård' }, {}],
    ['an empty e-mail', { email: '' }, { email: 'mandatory' }],
    ['an e-mail without domain dot', { email: 'anne@example' }, { email: 'email' }],
    ['a mistyped provider (a suggestion, not an error)', { email: 'anne@gmial.com' }, {}],
    ['a 255-character e-mail', { email: `${'a'.repeat(244)}@example.fr` }, { email: 'maxLength' }],
    ['an empty phone', { phone: ' ' }, { phone: 'mandatory' }],
    ['letters in the phone', { phone: '06 12 AB 56 78' }, { phone: 'phone' }],
    ['a French number one digit short', { phone: '06 12 34 56 7' }, { phone: 'phone' }],
    ['an international number', { phone: '+32 470 12 34 56' }, {}],
    ['an empty postal code', { postalCode: '' }, { postalCode: 'mandatory' }],
    ['a 21-character postal code', { postalCode: '1'.repeat(21) }, { postalCode: 'maxLength' }],
    ['a 20-character postal code', { postalCode: 'SW1A 1AA-1234567890' }, {}],
    ['no country', { country: '' }, { country: 'mandatory' }],
    ['a country off the list', { country: 'ZZ' }, { country: 'mandatory' }],
    ['a lower-case country', { country: 'fr' }, { country: 'mandatory' }],
    ['terms not accepted', { termsAccepted: false }, { termsAccepted: 'mandatory' }],
  ])('%s', (_, change, errors) => {
    expect(travellerFormErrors({ ...valid, ...change }, 'FR')).toEqual(errors);
  });

  it('reads a number without its country code as the site’s', () => {
    expect(travellerFormErrors({ ...valid, phone: '347 123 4567' }, 'IT')).toEqual({});
    expect(travellerFormErrors({ ...valid, phone: '347 123 4567' }, 'FR')).toEqual({ phone: 'phone' });
    expect(toTraveller({ ...valid, phone: '347 123 4567' }, 'IT').phone).toBe('+393471234567');
    expect(toTraveller({ ...valid, phone: '0470 12 34 56' }, 'BE').phone).toBe('+32470123456');
    expect(toTraveller({ ...valid, phone: '612 345 678' }, 'ES').phone).toBe('+34612345678');
  });

  it('lists every field’s error in the form’s order, an empty form on a site with its country chosen', () => {
    const empty = emptyTravellerForm('NL');
    expect(empty.country).toBe('NL');
    expect(Object.keys(travellerFormErrors(empty, 'NL'))).toEqual(['civility', 'firstName', 'lastName', 'email', 'phone', 'postalCode', 'termsAccepted']);
  });
});

describe('traveller details: countries', () => {
  it('the sites’ countries first, then the neighbours; every code two upper-case letters, once', () => {
    expect(TRAVELLER_COUNTRIES.slice(0, 12)).toEqual(['FR', 'BE', 'NL', 'IT', 'ES', 'LU', 'DE', 'CH', 'GB', 'PT', 'AT', 'IE']);
    expect(new Set(TRAVELLER_COUNTRIES).size).toBe(TRAVELLER_COUNTRIES.length);
    for (const code of TRAVELLER_COUNTRIES) expect(code).toMatch(/^[A-Z]{2}$/);
  });
});

describe('traveller details: what is sent', () => {
  it('tidies the names and postal code, trims the e-mail and writes the phone in E.164', () => {
    expect(toTraveller({ ...valid, firstName: '  Anne   Sophie ', email: ' anne@example.fr ', postalCode: ' 75 011 ' }, 'FR')).toEqual({
      civility: 'MRS',
      firstName: 'Anne Sophie',
      lastName: "d'Arc Le Gall",
      email: 'anne@example.fr',
      phone: '+33612345678',
      postalCode: '75 011',
      country: 'FR',
    });
  });

  it('the form’s resolver answers each field’s code; the server schema reads a tidied traveller back as it is', async () => {
    const form = await travellerResolver('FR')({ ...valid, firstName: 'R2D2', termsAccepted: false, delivery: giftDeliveryFormOf(null, '2026-11-24', 'FR') }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(Object.entries(form.errors).map(([field, error]) => [field, (error as { message: string }).message])).toEqual([
      ['firstName', 'textOnly'],
      ['termsAccepted', 'mandatory'],
    ]);
    const traveller = toTraveller(valid, 'FR');
    expect(travellerSchema('FR').parse(traveller)).toEqual(traveller);
    // Another site reads the same E.164 number the same way.
    expect(travellerSchema('IT').parse(traveller)).toEqual(traveller);
  });

  it('the server schema refuses what the form would, and anything more than a traveller', () => {
    const traveller = toTraveller(valid, 'FR');
    const refused = (input: unknown) => travellerSchema('FR').safeParse(input).error?.issues.map((issue) => issue.path.join('.'));
    expect(refused({ ...traveller, phone: '+3361234' })).toEqual(['phone']);
    expect(refused({ ...traveller, civility: 'MISS' })).toEqual(['civility']);
    expect(refused({ ...traveller, admin: true })).toEqual(['']);
    expect(refused({ ...traveller, email: 42 })).toEqual(['email']);
  });
});

describe('traveller details: typing beyond a limit is refused (part 1 §5)', () => {
  it.each([
    ['postalCode', '1'.repeat(20), `${'1'.repeat(20)}2`, { value: '1'.repeat(20), rejected: true }],
    ['postalCode', '7501', '75011', { value: '75011', rejected: false }],
    ['firstName', 'a'.repeat(59), 'a'.repeat(65), { value: 'a'.repeat(60), rejected: true }],
  ] as const)('%s: %s → %s', (field, previous, next, kept) => {
    expect(limitTravellerInput(field, previous, next)).toEqual(kept);
  });
});

import { hasPhoneCharactersOnly, toE164 } from '@/domain/contact/phone';

describe('toE164 (part 2 §5 generic checks: an e164 value)', () => {
  it('reads a national number in the site’s country (the default region)', () => {
    expect(toE164('06 12 34 56 78', 'FR')).toBe('+33612345678');
    expect(toE164('0470 12 34 56', 'BE')).toBe('+32470123456');
    expect(toE164('02 588 31 40', 'BE')).toBe('+3225883140');
    expect(toE164('06-12345678', 'NL')).toBe('+31612345678');
    expect(toE164('612 34 56 78', 'ES')).toBe('+34612345678');
  });

  it('keeps the leading 0 of Italian fixed lines', () => {
    expect(toE164('02 9475 2380', 'IT')).toBe('+390294752380');
    expect(toE164('347 123 4567', 'IT')).toBe('+393471234567');
  });

  it('reads international numbers written with + or 00, and the (0) trunk hint', () => {
    expect(toE164('+33 6 12 34 56 78', 'ES')).toBe('+33612345678');
    expect(toE164('0033 6 12 34 56 78', 'NL')).toBe('+33612345678');
    expect(toE164('+33 (0)6 12 34 56 78', 'IT')).toBe('+33612345678');
    expect(toE164('+1 (415) 555-2671', 'FR')).toBe('+14155552671');
  });

  it('refuses what cannot be a number', () => {
    expect(toE164('', 'FR')).toBeNull();
    expect(toE164('06 12 34 56', 'FR')).toBeNull(); // a digit short for France
    expect(toE164('06 12 34 56 78 9', 'FR')).toBeNull();
    expect(toE164('512 34 56 78', 'ES')).toBeNull(); // Spanish numbers start with 6 to 9
    expect(toE164('6+12345678', 'FR')).toBeNull(); // a plus inside
    expect(toE164('+0 612345678', 'FR')).toBeNull(); // no country code starts with 0
    expect(toE164('+49 1234567890123456', 'FR')).toBeNull(); // over 15 digits
    expect(toE164('06.12.34.56.78', 'FR')).toBeNull();
  });

  it('accepts only digits, spaces, parentheses, plus and minus', () => {
    expect(hasPhoneCharactersOnly('+33 (6) 12-34')).toBe(true);
    expect(hasPhoneCharactersOnly('06.12')).toBe(false);
    expect(hasPhoneCharactersOnly('06/12')).toBe(false);
  });
});

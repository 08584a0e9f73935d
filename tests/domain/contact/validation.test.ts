import { contactFormRules, contactMessageSchema } from '@/domain/contact/schema';
import { CONTACT_REASON_VALUES, needsBookingNumber, requestTypeOf } from '@/domain/contact/reasons';
import {
  bookingNumberError,
  contactFormErrors,
  descriptionError,
  emailError,
  nameError,
  phoneError,
  reasonError,
  type ContactFormValues,
} from '@/domain/contact/validation';

const valid: ContactFormValues = {
  reason: 'modification',
  bookingNumber: '12345678',
  name: 'Camille Martin',
  email: 'camille@example.fr',
  phone: '06 12 34 56 78',
  description: 'Pouvons-nous arriver un jour plus tard ?',
};

describe('contact reasons (part 2 §3)', () => {
  it('set the request type and subtype of each reason', () => {
    expect(CONTACT_REASON_VALUES.map((reason) => [reason, requestTypeOf(reason)])).toEqual([
      ['avv_info', { type: 'Hotel Activity information request', subtype: '' }],
      ['booking_info', { type: 'Information/request', subtype: '' }],
      ['emailconf', { type: 'Information/request', subtype: 'Confirmation email' }],
      ['modification', { type: 'Modification', subtype: '' }],
      ['cancellation', { type: 'Cancellation Request', subtype: '' }],
      ['complaint', { type: 'Complaint', subtype: '' }],
      ['other', { type: '', subtype: '' }],
    ]);
  });

  it('need a booking number, except a hotel activity question', () => {
    expect(CONTACT_REASON_VALUES.filter((reason) => !needsBookingNumber(reason))).toEqual(['avv_info']);
  });
});

describe('contact form rules (part 2 §5)', () => {
  it('a reason must be chosen: Mandatory field', () => {
    expect(reasonError('')).toBe('mandatory');
    expect(reasonError('refund')).toBe('mandatory');
    expect(reasonError('complaint')).toBeNull();
  });

  it('booking number: exactly 8 digits, Mandatory field when empty, not required for avv_info', () => {
    expect(bookingNumberError('', 'modification')).toBe('mandatory');
    expect(bookingNumberError('1234567', 'modification')).toBe('bookingNumber');
    expect(bookingNumberError('123456789', 'modification')).toBe('bookingNumber');
    expect(bookingNumberError('1234567a', 'modification')).toBe('bookingNumber');
    expect(bookingNumberError('12345678', 'modification')).toBeNull();
    expect(bookingNumberError('', 'avv_info')).toBeNull();
    // No reason yet: the field is required like for every reason but one.
    expect(bookingNumberError('', '')).toBe('mandatory');
  });

  it('name: text only (Only text is expected), Mandatory field when empty', () => {
    expect(nameError('  ')).toBe('mandatory');
    expect(nameError('R2D2')).toBe('textOnly');
    expect(nameError('Camille <b>')).toBe('textOnly');
    expect(nameError('José-María O’Neill')).toBeNull();
    expect(nameError('Jan de Vries')).toBeNull();
    expect(nameError('a'.repeat(81))).toBe('tooLong');
  });

  it('email: Email seems incorrect, Mandatory field when empty', () => {
    expect(emailError('')).toBe('mandatory');
    expect(emailError('camille.example.fr')).toBe('email');
    expect(emailError('camille@example')).toBe('email');
    expect(emailError('cam ille@example.fr')).toBe('email');
    expect(emailError('camille@@example.fr')).toBe('email');
    expect(emailError('camille.martin+weekend@mail.example.fr')).toBeNull();
  });

  it('phone: digits, spaces, parentheses, plus and minus (Phone number seems incorrect), a valid E.164 value, Mandatory field when empty', () => {
    expect(phoneError('', 'FR')).toBe('mandatory');
    expect(phoneError('06.12.34.56.78', 'FR')).toBe('phone');
    expect(phoneError('06 12 34 56 7x', 'FR')).toBe('phone');
    expect(phoneError('06 12 34', 'FR')).toBe('phone');
    expect(phoneError('06 12 34 56 78', 'FR')).toBeNull();
    expect(phoneError('+32 (0)470 12-34-56', 'FR')).toBeNull();
  });

  it('description: Mandatory field when empty', () => {
    expect(descriptionError(' \n ')).toBe('mandatory');
    expect(descriptionError('Bonjour')).toBeNull();
    expect(descriptionError('x'.repeat(4001))).toBe('tooLong');
  });

  it('finds every field’s error at once', () => {
    expect(contactFormErrors({ reason: '', bookingNumber: '', name: '', email: '', phone: '', description: '' }, 'FR')).toEqual({
      reason: 'mandatory',
      bookingNumber: 'mandatory',
      name: 'mandatory',
      email: 'mandatory',
      phone: 'mandatory',
      description: 'mandatory',
    });
    expect(contactFormErrors(valid, 'FR')).toEqual({});
  });
});

describe('contact schemas', () => {
  it('the form’s rules name each field’s error code', () => {
    const result = contactFormRules('FR').safeParse({ ...valid, email: 'camille@', phone: '12' });
    expect(result.success).toBe(false);
    const issues = result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['email', 'email'],
      ['phone', 'phone'],
    ]);
  });

  it('the message is trimmed, its phone in E.164 for the site’s country, without booking number for avv_info', () => {
    const result = contactMessageSchema('BE').parse({ ...valid, reason: 'avv_info', bookingNumber: '', name: ' Jan ', phone: '0470 12 34 56' });
    expect(result).toEqual({ reason: 'avv_info', bookingNumber: null, name: 'Jan', email: valid.email, phone: '+32470123456', description: valid.description });
  });

  it('refuses a body that is not the form’s shape', () => {
    expect(contactMessageSchema('FR').safeParse({ ...valid, name: 42 }).success).toBe(false);
    expect(contactMessageSchema('FR').safeParse(null).success).toBe(false);
  });
});

import {
  ERROR_CLEAR_MS,
  FROM_NAME_MAX,
  fromNameError,
  isTextOnly,
  limitInput,
  MESSAGE_MAX,
  messageError,
} from '@/domain/gift/personalisation';
import { personalisationSchema } from '@/domain/gift/personalisation-schema';

/** Part 1 §5 and §9: the sender's name and the message of a gift. */
describe('gift personalisation rules', () => {
  it('has the limits of part 1 §9', () => {
    expect([FROM_NAME_MAX, MESSAGE_MAX, ERROR_CLEAR_MS]).toEqual([40, 180, 1000]);
  });

  it('takes letters with accents, spaces, apostrophes and hyphens as text; digits and symbols are not', () => {
    for (const name of ['Marie', 'Jean-Pierre', "Zoë O'Neil", 'Núria García', 'D’Artagnan', 'Ærøskøbing', 'Łukasz Żółw']) expect(isTextOnly(name)).toBe(true);
    for (const name of ['Marie2', 'R2D2', 'a@b', 'Tom & Jerry', 'Hi!', 'Léa_', '😀']) expect(isTextOnly(name)).toBe(false);
  });

  it("says 'Mandatory field' only when the form is mandatory", () => {
    expect(fromNameError('', { mandatory: true })).toBe('mandatory');
    expect(fromNameError('   ', { mandatory: true })).toBe('mandatory');
    expect(fromNameError('', { mandatory: false })).toBeNull();
  });

  it('rejects digits in the name and a name over 40 characters', () => {
    expect(fromNameError('Marie 2', { mandatory: false })).toBe('textOnly');
    expect(fromNameError('a'.repeat(40), { mandatory: false })).toBeNull();
    expect(fromNameError('a'.repeat(41), { mandatory: false })).toBe('maxLength');
  });

  it('lets the message be empty and limits it to 180 characters (any character)', () => {
    expect(messageError('')).toBeNull();
    expect(messageError('Bon anniversaire ! 30 ans 🎉')).toBeNull();
    expect(messageError('x'.repeat(180))).toBeNull();
    expect(messageError('x'.repeat(181))).toBe('maxLength');
  });

  it('the schema gives the codes per field, mandatory or not', () => {
    const optional = personalisationSchema({ mandatory: false });
    expect(optional.safeParse({ fromName: '', message: '' }).success).toBe(true);
    const mandatory = personalisationSchema({ mandatory: true }).safeParse({ fromName: '', message: 'y'.repeat(181) });
    expect(mandatory.success).toBe(false);
    expect(mandatory.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['fromName', 'mandatory'],
      ['message', 'maxLength'],
    ]);
    expect(optional.safeParse({ fromName: 'Anne 1', message: '' }).error?.issues[0]?.message).toBe('textOnly');
  });

  describe('typing beyond the limit is rejected', () => {
    it('keeps what fits: a 41st character is refused, the value stays at 40', () => {
      const forty = 'a'.repeat(40);
      expect(limitInput(forty, `${forty}b`, 40)).toEqual({ value: forty, rejected: true });
      expect(limitInput('abc', 'abcd', 40)).toEqual({ value: 'abcd', rejected: false });
    });

    it('a keystroke in the middle of a full field leaves it as it was', () => {
      const full = `${'a'.repeat(20)}${'b'.repeat(20)}`;
      const typed = `${'a'.repeat(20)}X${'b'.repeat(20)}`;
      expect(limitInput(full, typed, 40)).toEqual({ value: full, rejected: true });
    });

    it('a paste that overflows keeps the first characters up to the limit', () => {
      expect(limitInput('', 'z'.repeat(200), MESSAGE_MAX)).toEqual({ value: 'z'.repeat(180), rejected: true });
      expect(limitInput('Hi ', `Hi ${'z'.repeat(50)}`, FROM_NAME_MAX).value).toHaveLength(40);
    });

    it('counts an emoji once and never splits it', () => {
      const emojis = '🎉'.repeat(180);
      expect(limitInput('', emojis, MESSAGE_MAX)).toEqual({ value: emojis, rejected: false });
      expect(limitInput('', `${emojis}🎉`, MESSAGE_MAX).value).toBe(emojis);
    });
  });
});

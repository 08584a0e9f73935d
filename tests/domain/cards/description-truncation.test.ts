import fc from 'fast-check';
import { DESCRIPTION_MAX_DESKTOP, DESCRIPTION_MAX_MOBILE, descriptionLimit, PROGRAMME_SUMMARY_MAX, truncatedDescription, truncateText } from '@/domain/cards';

describe('description truncation', () => {
  it('86 characters on mobile, 250 on desktop and for programme summaries', () => {
    expect([DESCRIPTION_MAX_MOBILE, DESCRIPTION_MAX_DESKTOP, PROGRAMME_SUMMARY_MAX]).toEqual([86, 250, 250]);
    expect(descriptionLimit('mobile')).toBe(86);
    expect(descriptionLimit('desktop')).toBe(250);
  });

  it('a text within the limit is left alone, with no toggle', () => {
    const text = 'a'.repeat(86);
    expect(truncatedDescription(text, 86, false)).toEqual({ text, truncatable: false, toggle: null });
  });

  it('a longer text is cut on a word boundary with an ellipsis and see more / see less', () => {
    const text = 'Un week-end au calme avec spa et dîner gastronomique au cœur des vignes du Beaujolais pour deux.';
    const collapsed = truncatedDescription(text, 86, false);
    expect(collapsed.truncatable).toBe(true);
    expect(collapsed.toggle).toBe('more');
    expect(collapsed.text).toBe('Un week-end au calme avec spa et dîner gastronomique au cœur des vignes du Beaujolais…');
    expect(truncatedDescription(text, 86, true)).toEqual({ text, truncatable: true, toggle: 'less' });
  });

  it('cuts a single long word hard and keeps a word that ends at the limit', () => {
    expect(truncateText('x'.repeat(100), 10)).toBe(`${'x'.repeat(10)}…`);
    expect(truncateText('hello world again', 11)).toBe('hello world…');
    expect(truncateText('hello world again', 9)).toBe('hello…');
  });

  it('never exceeds the limit plus the ellipsis, never splits a surrogate pair (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), fc.integer({ min: 1, max: 300 }), (text, limit) => {
        const cut = truncateText(text, limit);
        expect(Array.from(cut).length).toBeLessThanOrEqual(limit + 1);
        expect(cut.isWellFormed()).toBe(true);
        if (Array.from(text).length <= limit) expect(cut).toBe(text);
      }),
    );
  });
});

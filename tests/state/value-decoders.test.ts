import { describe, expect, it } from 'vitest';
import { decodeCode, decodeSet, decodeText, integerIn, MAX_TEXT_LENGTH, numberIn, oneOf } from '@/state/hash/value-decoders';

/** The hash's single-value decoders: anything they do not accept is undefined (the codec's default). */
describe('hash value decoders', () => {
  it('integers: digits only, a safe integer within the bounds', () => {
    const adults = integerIn(1, 20);
    expect(['2', '007', '20', '1'].map(adults)).toEqual([2, 7, 20, 1]);
    expect(['0', '21', '-1', '2.5', ' 2', '2a', '', '1e1', undefined].map(adults)).toEqual(Array(9).fill(undefined));
    expect(integerIn(0, Number.MAX_VALUE)('9999999999999999')).toBeUndefined();
  });

  it('decimals: plain or with an exponent, finite, within the bounds; -0 reads 0', () => {
    const lat = numberIn(-90, 90);
    expect(['48.85', '-0', '.5', '+3', '1e1', '4.5E-1'].map(lat)).toEqual([48.85, 0, 0.5, 3, 10, 0.45]);
    expect(Object.is(lat('-0'), 0)).toBe(true);
    expect(['91', 'NaN', 'Infinity', '1e999', '', '1,5', '0x10', undefined].map(lat)).toEqual(Array(8).fill(undefined));
  });

  it('text: trimmed, not empty, at most the maximum length, no control characters', () => {
    expect(decodeText('  Lyon ')).toBe('Lyon');
    expect(decodeText('Saint-Étienne')).toBe('Saint-Étienne');
    expect(decodeText('x'.repeat(MAX_TEXT_LENGTH))).toHaveLength(MAX_TEXT_LENGTH);
    expect([' ', '', 'x'.repeat(MAX_TEXT_LENGTH + 1), 'a\u0000b', 'a\nb', 'a\u007fb', undefined].map(decodeText)).toEqual(Array(7).fill(undefined));
  });

  it('codes: letters, digits and _ . : - only, trimmed', () => {
    expect(['spa', ' wifi ', 'FR-75', 'poi:12', 'a.b_c'].map(decodeCode)).toEqual(['spa', 'wifi', 'FR-75', 'poi:12', 'a.b_c']);
    expect(['<script>', 'a b', '', 'é', 'x'.repeat(65), undefined].map(decodeCode)).toEqual(Array(6).fill(undefined));
  });

  it('one of a list: exact values only', () => {
    const format = oneOf(['digital', 'physical']);
    expect(['digital', 'physical', 'Digital', ' digital', 'toString', undefined].map(format)).toEqual(['digital', 'physical', undefined, undefined, undefined, undefined]);
  });

  it('sets: accepted values once, in order', () => {
    expect(decodeSet(['3', '1', 'x', '3'], integerIn(1, 5))).toEqual([1, 3]);
    expect(decodeSet(['wifi', 'spa', '<b>'], decodeCode)).toEqual(['spa', 'wifi']);
  });
});

import fc from 'fast-check';
import { formatHashParams, hashPartKey, readHashParams, replaceOwnedParts } from '@/state/hash/hash-params';
import { anyString } from './arbitraries';

describe('readHashParams', () => {
  it('reads key=value pairs with or without the leading #', () => {
    for (const hash of ['#a=3&c=1', 'a=3&c=1']) {
      const params = readHashParams(hash);
      expect(params.first('a')).toBe('3');
      expect(params.first('c')).toBe('1');
      expect(params.first('b')).toBeUndefined();
    }
  });

  it('keeps every value of a repeated key, in order', () => {
    expect(readHashParams('#a=3&a=4').values('a')).toStrictEqual(['3', '4']);
  });

  it('reads a list from key[] and bare key, brackets encoded or not', () => {
    expect(readHashParams('#stars[]=1&stars=2&stars%5B%5D=3').list('stars')).toStrictEqual(['1', '3', '2']);
  });

  it('reads anything without throwing, non-strings included', () => {
    fc.assert(fc.property(anyString, (hash) => void readHashParams(hash).list('x')));
    expect(readHashParams(undefined as unknown as string).first('a')).toBeUndefined();
    expect(readHashParams(42 as unknown as string).first('a')).toBeUndefined();
  });
});

describe('formatHashParams', () => {
  it('writes keys as they are and percent-encodes values (spaces as %20)', () => {
    expect(formatHashParams([['stars[]', '4'], ['city', 'Saint Malo & co'], ['x', '#=+%']])).toBe(
      'stars[]=4&city=Saint%20Malo%20%26%20co&x=%23%3D%2B%25',
    );
  });

  it('does not throw on a lone surrogate', () => {
    expect(formatHashParams([['city', 'a\ud800']])).toBe('city=a%EF%BF%BD');
  });

  it('reads back what it wrote', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('a', 'city', 'tags[]'), fc.string())), (entries) => {
        const params = readHashParams(formatHashParams(entries));
        expect(params.values('city')).toStrictEqual(entries.filter(([key]) => key === 'city').map(([, value]) => value));
      }),
    );
  });
});

describe('replaceOwnedParts', () => {
  const owned = new Set(['a', 'c', 'stars']);

  it('puts the printed keys first and keeps the parts of other keys verbatim', () => {
    expect(replaceOwnedParts('#a=2&utm=x%20y&stars[]=3&reviews', owned, 'a=4')).toBe('a=4&utm=x%20y&reviews');
  });

  it('drops an owned key written in any form', () => {
    expect(replaceOwnedParts('#stars%5B%5D=3&stars=4&c=1', owned, '')).toBe('');
    expect(hashPartKey('stars%5B%5D=3')).toBe('stars');
    expect(hashPartKey('%E0%A4=3')).toBe('%E0%A4');
  });

  it('gives an empty hash when nothing is left', () => {
    expect(replaceOwnedParts('', owned, '')).toBe('');
    expect(replaceOwnedParts('#&&', owned, '')).toBe('');
  });
});

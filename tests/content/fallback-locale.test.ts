import { hotelIdFromHash } from '@/screens/not-found/hotel-hash';
import { errorMessage } from '@/screens/crash/error-message';

describe('hotelId in the hash', () => {
  it.each([
    ['#hotelId=1042', 1042],
    ['#checkin=2026-03-06&hotelId=7', 7],
    ['hotelId=12', 12],
    ['#hotelId=', null],
    ['#hotelId=0', null],
    ['#hotelId=12abc', null],
    ['#hotelId=-3', null],
    ['#id=5', null],
    ['', null],
    ['#hotelId=9999999999999999', null],
  ])('%s → %s', (hash, expected) => {
    expect(hotelIdFromHash(hash)).toBe(expected);
  });
});

describe('the message a crash logs', () => {
  it('keeps the message and the digest of a server error', () => {
    expect(errorMessage(Object.assign(new Error('An error occurred in the Server Components render.'), { digest: '123' }))).toBe(
      'An error occurred in the Server Components render. (digest 123)',
    );
  });

  it('says something for any thrown value', () => {
    expect(errorMessage(new TypeError(''))).toBe('TypeError');
    expect(errorMessage('boom')).toBe('boom');
    expect(errorMessage({ code: 7 })).toBe('{"code":7}');
    expect(errorMessage(undefined)).toBe('undefined');
  });
});

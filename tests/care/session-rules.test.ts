import { careSessionCookie, clearedCareCookie, isHttps } from '@/care/cookie';
import { safeReturnPath } from '@/routing/safe-url';

describe('the care session cookie', () => {
  it('is HttpOnly, SameSite=Lax, host-only, and lives as long as the token', () => {
    const now = new Date('2026-03-02T10:00:00Z');
    expect(careSessionCookie('t', new Date('2026-03-02T11:00:00Z'), now, false)).toEqual({
      name: 'care_id_token',
      value: 't',
      httpOnly: true,
      secure: false,
      sameSite: 'lax',
      path: '/',
      maxAge: 3600,
    });
    expect(careSessionCookie('t', new Date('2026-03-02T09:00:00Z'), now, true)).toMatchObject({ maxAge: 0, secure: true });
    expect(clearedCareCookie(true)).toMatchObject({ name: 'care_id_token', value: '', maxAge: 0 });
  });

  it('is Secure when the visitor came over https, directly or through a TLS proxy', () => {
    expect(isHttps(new URL('https://care.example/x'), null)).toBe(true);
    expect(isHttps(new URL('http://care.example/x'), 'https')).toBe(true);
    expect(isHttps(new URL('http://care.example/x'), 'https, http')).toBe(true);
    expect(isHttps(new URL('http://care.localhost/x'), null)).toBe(false);
  });
});

describe('the return path after sign-in', () => {
  it('keeps a path of this host with its query and hash', () => {
    expect(safeReturnPath('/fr-fr/ville/paris?refid=1#checkin=2027-01-08', '/')).toBe('/fr-fr/ville/paris?refid=1#checkin=2027-01-08');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'fr-fr', '', null, 42])(
    'falls back for %j (no open redirect)',
    (value) => {
      expect(safeReturnPath(value, '/fr-fr')).toBe('/fr-fr');
    },
  );
});

import { SignJWT } from 'jose';
import { verifyCareToken } from '@/care/verify-token';
import { expectations, FORGER_TEST_KEY, NOW, signed, STAFF, token } from './tokens';

/**
 * Care mode needs a Google ID token proven valid: signature against the configured keys,
 * issuer, audience, expiry, and a verified staff account. Everything else is refused.
 */
const staffClaims = { email: STAFF, email_verified: true, hd: 'escapade.example' };

describe('a customer-care token', () => {
  it('is accepted when Google signed it for our client, unexpired, for a verified staff account', async () => {
    const result = await verifyCareToken(await token(), expectations());
    expect(result).toEqual({ ok: true, identity: { email: STAFF, name: 'agent', expiresAt: new Date(NOW.getTime() + 3600_000) } });
  });

  it('accepts both spellings of the Google issuer', async () => {
    const result = await verifyCareToken(await signed({ ...staffClaims, iss: 'accounts.google.com' }), expectations());
    expect(result.ok).toBe(true);
  });

  it.each([undefined, ''])('is refused when missing (%j)', async (missing) => {
    expect(await verifyCareToken(missing, expectations())).toEqual({ ok: false, reason: 'missing' });
  });

  it('is refused once expired, by the clock it is given', async () => {
    expect(await verifyCareToken(await token({ forge: 'expired' }), expectations())).toEqual({ ok: false, reason: 'expired' });
    const valid = await token({ expiresIn: 600 });
    expect(await verifyCareToken(valid, expectations({ now: new Date(NOW.getTime() + 599_000) }))).toMatchObject({ ok: true });
    expect(await verifyCareToken(valid, expectations({ now: new Date(NOW.getTime() + 606_000) }))).toEqual({ ok: false, reason: 'expired' });
  });

  it('is refused for another audience (a token minted for another application)', async () => {
    expect(await verifyCareToken(await token({ forge: 'wrong-audience' }), expectations())).toEqual({ ok: false, reason: 'claims' });
  });

  it('is refused when our client id is configured differently', async () => {
    expect(await verifyCareToken(await token(), expectations({ clientId: 'production.apps.googleusercontent.com' }))).toEqual({ ok: false, reason: 'claims' });
  });

  it('is refused from another issuer', async () => {
    expect(await verifyCareToken(await token({ forge: 'wrong-issuer' }), expectations())).toEqual({ ok: false, reason: 'claims' });
  });

  it('is refused unsigned (alg none)', async () => {
    const unsigned = await token({ forge: 'unsigned' });
    expect(JSON.parse(Buffer.from(unsigned.split('.')[0]!, 'base64url').toString())).toMatchObject({ alg: 'none' });
    expect(await verifyCareToken(unsigned, expectations())).toMatchObject({ ok: false, reason: 'algorithm' });
  });

  it('is refused with a forged signature (another key claiming the real key id)', async () => {
    expect(await verifyCareToken(await token({ forge: 'wrong-key' }), expectations())).toEqual({ ok: false, reason: 'signature' });
    expect(await verifyCareToken(await signed(staffClaims, { kid: 'unknown-key' }, FORGER_TEST_KEY), expectations())).toEqual({ ok: false, reason: 'signature' });
  });

  it('is refused when the payload was changed after signing', async () => {
    const [header, , signature] = (await token()).split('.');
    const payload = Buffer.from(JSON.stringify({ ...staffClaims, email: 'boss@escapade.example', iss: 'https://accounts.google.com', aud: 'escapade-care-simulator.apps.googleusercontent.com', sub: '1', iat: 1, exp: 4102444800 })).toString('base64url');
    expect(await verifyCareToken(`${header}.${payload}.${signature}`, expectations())).toEqual({ ok: false, reason: 'signature' });
  });

  it('is refused when signed with a shared secret (HS256 key confusion)', async () => {
    const now = Math.floor(NOW.getTime() / 1000);
    const hs256 = await new SignJWT({ ...staffClaims, iss: 'https://accounts.google.com', aud: 'escapade-care-simulator.apps.googleusercontent.com', sub: '1', iat: now, exp: now + 3600 })
      .setProtectedHeader({ alg: 'HS256', kid: 'escapade-simulator-2026' })
      .sign(new TextEncoder().encode('a-public-modulus-used-as-a-secret-0123456789'));
    expect(await verifyCareToken(hs256, expectations())).toEqual({ ok: false, reason: 'algorithm' });
  });

  it.each(['not-a-token', 'a.b.c', 'eyJhbGciOiJSUzI1NiJ9..', '...', `${'x'.repeat(9000)}`])('is refused malformed (%s)', async (malformed) => {
    const result = await verifyCareToken(malformed, expectations());
    expect(result.ok).toBe(false);
    expect(['malformed', 'algorithm', 'signature']).toContain(!result.ok && result.reason);
  });

  it('is refused for an account outside the staff domain, or whose address Google has not verified', async () => {
    expect(await verifyCareToken(await token({ email: 'someone@gmail.com' }), expectations())).toEqual({ ok: false, reason: 'not-staff' });
    expect(await verifyCareToken(await token({ forge: 'unverified-email' }), expectations())).toEqual({ ok: false, reason: 'not-staff' });
    // hd says staff but the address is not of that domain.
    expect(await verifyCareToken(await signed({ ...staffClaims, email: 'x@elsewhere.example' }), expectations())).toEqual({ ok: false, reason: 'not-staff' });
  });

  it('requires the email, subject and issue time', async () => {
    const now = Math.floor(NOW.getTime() / 1000);
    const withoutEmail = await signed({ email_verified: true, hd: 'escapade.example' });
    expect(await verifyCareToken(withoutEmail, expectations())).toEqual({ ok: false, reason: 'claims' });
    const withoutSubject = await signed({ ...staffClaims, sub: undefined, iat: now });
    expect(await verifyCareToken(withoutSubject, expectations())).toEqual({ ok: false, reason: 'claims' });
  });

  it('is refused when the signing keys cannot be fetched (fails closed)', async () => {
    const unreachable = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await verifyCareToken(await token(), expectations({ keys: unreachable }))).toEqual({ ok: false, reason: 'keys-unavailable' });
  });
});

import 'server-only';
import { CARE_COOKIE } from '@/care/cookie';
import { careGate } from '@/care/gate';
import { remoteSigningKeys } from '@/care/signing-keys';
import { getSiteConfig } from '@/server/site-config';

/** The value of one cookie of a request's Cookie header. */
function cookieOf(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * Whether a BFF request comes from customer care (part 2 §6), decided the way the proxy decides
 * for pages (the proxy does not run for /api routes): the care host and a verified Google sign-in
 * token in the care cookie. Anything else is a customer, whom the recaptcha applies to.
 */
export async function isCareModeRequest(request: Request): Promise<boolean> {
  const config = getSiteConfig().care;
  const gate = await careGate(
    { host: request.headers.get('host'), segments: [], token: cookieOf(request, CARE_COOKIE) },
    config,
    remoteSigningKeys(config.jwksUrl),
    new Date(),
  );
  return gate.kind === 'care';
}

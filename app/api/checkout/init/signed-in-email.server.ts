import 'server-only';
import { fetchAccountProfile } from '@/api/account';
import { getShellSettings } from '@/components/shell/settings';
import { ACCESS_TOKEN_COOKIE, isSignedIn, readCookie } from '@/components/shell/rules/account';

/**
 * The signed-in visitor's e-mail for the checkout (Contract BK: the booking lookup later matches it):
 * signed in as the header decides (the access_token cookie and the customer account toggle, part 2
 * §4), the address from the account application (fetchAccountProfile, Contract ACC). Anonymous, a
 * token the account application refuses, or the account application failing: no e-mail — the
 * booking goes on without one rather than failing because of the account (the failure is logged
 * by request()).
 */
export async function signedInEmail(request: Request): Promise<string | undefined> {
  const cookies = request.headers.get('cookie') ?? '';
  if (!isSignedIn(cookies, getShellSettings().customerAccountEnabled)) return undefined;
  const profile = await fetchAccountProfile(readCookie(cookies, ACCESS_TOKEN_COOKIE)!);
  return profile.ok ? profile.data.email : undefined;
}

import { headers } from 'next/headers';
import { hostNameOf, isCareHost } from '@/care/host';
import { signedInAgent, type SignedInAgent } from '@/care/identity.server';
import { SIGN_IN_FAILED_PARAM } from '@/care/sign-in-failure';
import { href, type RouteOf } from '@/routing';
import type { ScreenContext } from '../screen-module';
import { getSiteConfig } from '@/server/site-config';

export type CareSignIn =
  /** The simulator's keys are trusted: the page mints its token at the simulator. */
  | { kind: 'simulator'; tokenUrl: string }
  /** Real Google sign-in (Google Identity Services, redirect mode posting to the session route). */
  | { kind: 'google'; clientId: string; loginUri: string };

export interface CareLoginData {
  /** Already signed in (care mode): the page says who, with sign-out. */
  agent: SignedInAgent | null;
  /** The last sign-in was refused (the session route came back with ?careSignIn=failed). */
  failed: boolean;
  signIn: CareSignIn;
  hostedDomain: string;
  homePath: string;
  loginPath: string;
}

/**
 * The customer-care login page exists on the care host only (404 on the public host, where
 * care mode never applies). The proxy also shows it in place of any care-host page while no
 * valid token is present.
 */
export async function load(route: RouteOf<'customer-care-login'>, context: ScreenContext): Promise<CareLoginData | null> {
  const config = getSiteConfig().care;
  const incoming = await headers();
  const host = incoming.get('host');
  if (!isCareHost(host, config.host)) return null;
  const proto = incoming.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? (hostNameOf(host)?.endsWith('localhost') ? 'http' : 'https');
  return {
    agent: context.request.customerCare ? await signedInAgent() : null,
    failed: context.searchParams[SIGN_IN_FAILED_PARAM] === 'failed',
    signIn: config.simulatorTokenUrl
      ? { kind: 'simulator', tokenUrl: config.simulatorTokenUrl }
      : { kind: 'google', clientId: config.clientId, loginUri: `${proto}://${host}/api/care/session` },
    hostedDomain: config.hostedDomain,
    homePath: href.home(route.locale),
    loginPath: href.customerCareLogin(route.locale),
  };
}

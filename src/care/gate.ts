import type { JWTVerifyGetKey } from 'jose';
import type { Locale } from '@/domain/model/locale';
import { href, localeOfPath } from '@/routing';
import type { CareConfig } from '@/server/site-config';
import { isCareHost } from './host';
import { verifyCareToken, type CareIdentity, type CareRefusal } from './verify-token';

/**
 * What the proxy does with a page request as far as customer care goes (spec part 2 §2, §6):
 * - public host: never care mode, whatever cookie it sends;
 * - care host with a verified token: care mode;
 * - care host without one: the care login page, whatever page was asked for.
 */
export type CareGate =
  | { kind: 'public' }
  | { kind: 'care'; identity: CareIdentity }
  | { kind: 'login'; loginPath: string; reason: CareRefusal };

export interface CareGateRequest {
  host: string | null;
  segments: readonly string[];
  token: string | undefined;
}

/** Paths outside any site (splash pages, unknown first segments) show the French login page. */
export const CARE_FALLBACK_LOCALE: Locale = 'fr_FR';

export async function careGate(request: CareGateRequest, config: CareConfig, keys: JWTVerifyGetKey, now: Date): Promise<CareGate> {
  if (!isCareHost(request.host, config.host)) return { kind: 'public' };
  const verification = await verifyCareToken(request.token, {
    keys,
    clientId: config.clientId,
    issuers: config.issuers,
    hostedDomain: config.hostedDomain,
    now,
  });
  if (verification.ok) return { kind: 'care', identity: verification.identity };
  const locale = localeOfPath(request.segments) ?? CARE_FALLBACK_LOCALE;
  return { kind: 'login', loginPath: href.customerCareLogin(locale), reason: verification.reason };
}

import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';

/**
 * The published signing keys, fetched once and kept (jose refetches when a token names an
 * unknown key id, at most every 30 s, and after 10 minutes): verifying a token costs no request.
 */
const keySets = new Map<string, JWTVerifyGetKey>();

export function remoteSigningKeys(jwksUrl: string): JWTVerifyGetKey {
  let keys = keySets.get(jwksUrl);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 2000, cooldownDuration: 30_000, cacheMaxAge: 600_000 });
    keySets.set(jwksUrl, keys);
  }
  return keys;
}

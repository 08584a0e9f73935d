/**
 * Customer-care mode exists only on its own host (CARE_HOST). The Host header decides: a
 * reverse proxy in front of the storefront must pass it on unchanged. X-Forwarded-Host is not
 * read, so no request header can turn the public host into the care host.
 */
export function hostNameOf(hostHeader: string | null): string | null {
  if (hostHeader === null || hostHeader === '') return null;
  try {
    return new URL(`http://${hostHeader}`).hostname.toLowerCase();
  } catch {
    return null;
  }
}

export function isCareHost(hostHeader: string | null, careHost: string): boolean {
  return hostNameOf(hostHeader) === careHost;
}

/**
 * The visitor's own origin, as the browser sees it (behind the platform's proxy: X-Forwarded-*),
 * not the address the server listens on. The URLs we hand to an upstream that sends the browser
 * back (the account application, the payment provider) are built from it, so the browser returns
 * to the host it is on, with its cookies (the shop's host, or the customer-care host).
 */
export function ownOrigin(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? url.host;
  const protocol = request.headers.get('x-forwarded-proto') ?? url.protocol.replace(':', '');
  return `${protocol.split(',')[0]!.trim()}://${host.split(',')[0]!.trim()}`;
}

import { headers } from 'next/headers';
import { notFound } from 'next/navigation';

/**
 * The requests whose page called notFound(). Next renders app/not-found.tsx into EVERY page's
 * payload (the layout's not-found slot, for a notFound() thrown on the client): without this mark
 * each page also loaded the 404's articles, reported its own URI as missing and shipped a second
 * shell in its HTML. Keyed by the request's headers object, which the page render and Next's 404
 * render of the same request share; a WeakSet forgets it with the request.
 */
const notFoundRequests = new WeakSet<object>();

/** notFound(), remembered for this request so app/not-found.tsx renders the 404 page. */
export async function requestNotFound(): Promise<never> {
  notFoundRequests.add(await headers());
  notFound();
}

/** True when this request's page called `requestNotFound()`. */
export async function isNotFoundRequest(): Promise<boolean> {
  return notFoundRequests.has(await headers());
}

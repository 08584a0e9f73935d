import { headers } from 'next/headers';

/**
 * The same page made dynamic by one `headers()` call: every request renders it and its answer is
 * `private, no-store`, as a root layout reading a request header makes every page (issue 24).
 */
export default async function Page() {
  await headers();
  return <h1>Bare Next page</h1>;
}

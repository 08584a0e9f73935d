import { headers } from 'next/headers';
import { LargeContent } from '../large-content';

/** The same page rendered on every request (one `headers()` call): what one render of that size costs. */
export default async function Page() {
  await headers();
  return <LargeContent />;
}

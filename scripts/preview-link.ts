/**
 * Prints a signed link that opens a storefront page in draft mode (content preview):
 *   PREVIEW_SECRET=… npm run preview-link -- /fr-fr/mentions-legales [hours, default 24]
 * Prefix it with the site's base URL. The CMS signs its preview links the same way
 * (src/server/preview-link.ts).
 */
import { previewLink } from '../src/server/preview-link';

const [path, hours = '24'] = process.argv.slice(2);
const secret = process.env.PREVIEW_SECRET;
if (!path || !secret) {
  console.error('usage: PREVIEW_SECRET=… npm run preview-link -- /fr-fr/some-page [hours]');
  process.exit(2);
}
console.log(previewLink(path, new Date(Date.now() + Number(hours) * 3600_000), secret));

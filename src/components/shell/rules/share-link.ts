/**
 * The share-link tool of customer-care mode (part 2 §2, §6): the link a staff member copies must
 * open on the public site, so the care host is swapped for the public one (`siteUrl`); path,
 * query and hash are kept.
 */
export function publicLinkOf(currentHref: string, siteUrl: string): string {
  const current = new URL(currentHref);
  // Rebuilt on the public origin (setting .host keeps the care host's port when the public one has none).
  return new URL(`${current.pathname}${current.search}${current.hash}`, new URL(siteUrl).origin).toString();
}

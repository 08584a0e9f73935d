import { headers } from 'next/headers';
import { redirect, RedirectType } from 'next/navigation';
import { entrySite } from '@/domain/beneficiary/entry-site';
import { href } from '@/routing/href';
import { localeOfSite } from '@/routing/sites';
import { defineScreen } from '../screen-module';

/**
 * `/beneficiary/login` (part 2 §2 header fixed paths, the burger's gift-box login link): a 307 to
 * the beneficiary login page of the visitor's site (entry-site.ts), thrown from load before
 * anything is rendered, so the answer is a real redirect. Nothing is ever rendered here.
 */
export const beneficiaryEntryScreen = defineScreen<'beneficiary-entry', never>({
  async load() {
    const incoming = await headers();
    const locale = entrySite({ referer: incoming.get('referer'), host: incoming.get('host'), localeOfSegment: localeOfSite });
    redirect(href.beneficiaryLoginPage(locale), RedirectType.replace);
  },
  metadata: () => ({ robots: { index: false, follow: false } }),
  // load always redirects; the contract still asks for a view.
  View: () => null,
});

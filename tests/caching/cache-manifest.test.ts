import { readFileSync } from 'node:fs';
import { cacheTags, CATALOGUE_REVALIDATE_SECONDS } from '@/caching/cache-tags';
import { CACHE_MANIFEST, CATALOGUE_SECONDS, isManifestTag } from '@/caching/cache-manifest';

describe('the cache manifest', () => {
  it('names every tag the readers cache under', () => {
    expect(Object.keys(CACHE_MANIFEST).sort()).toEqual(Object.keys(cacheTags).sort());
  });

  it('accepts the tags the readers make, and nothing else', () => {
    expect(isManifestTag(cacheTags.hotel(1217))).toBe(true);
    expect(isManifestTag(cacheTags.page('fr_FR', 'about-us'))).toBe(true);
    expect(isManifestTag(cacheTags.destinations())).toBe(true);
    expect(isManifestTag(cacheTags.pageReads('search'))).toBe(true);
    for (const tag of ['unknown:1', '', 'hotel:', 'hotel:1 2', '_N_T_/fr-fr', 'hotel:<script>', `hotel:${'9'.repeat(201)}`]) {
      expect(isManifestTag(tag), tag).toBe(false);
    }
  });

  it('the cached pages’ lifetime is the catalogue’s (a literal in the page file: Next reads it at build time)', () => {
    expect(CATALOGUE_SECONDS).toBe(CATALOGUE_REVALIDATE_SECONDS);
    for (const file of ['app/[[...slug]]/page.tsx', 'app/%5Fnot-found/[form]/page.tsx']) {
      expect(readFileSync(file, 'utf8'), file).toContain(`export const revalidate = ${CATALOGUE_SECONDS};`);
    }
  });
});

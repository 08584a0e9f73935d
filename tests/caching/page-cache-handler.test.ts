import { FAILED_READ_TAG } from '@/api/core/uncacheable-render';
import tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import * as handler from '../../src/caching/page-cache-handler.mjs';

const { areTagsExpired, areTagsStale, tagsManifest } = tagsManifestModule as unknown as {
  areTagsExpired(tags: string[], timestamp: number): boolean;
  areTagsStale(tags: string[], timestamp: number): boolean;
  tagsManifest: Map<string, { stale?: number; expired?: number }>;
};

describe('the page cache handler', () => {
  it('knows the render’s failure mark by the same name', () => {
    expect(handler.FAILED_READ_TAG).toBe(FAILED_READ_TAG);
  });

  it('refuses a page rendered after a failure, keeps any other', () => {
    expect(handler.isFailedRender({ kind: 'APP_PAGE', headers: { 'x-next-cache-tags': `_N_T_/layout,hotel:1,${FAILED_READ_TAG}` } })).toBe(true);
    expect(handler.isFailedRender({ kind: 'APP_PAGE', headers: { 'x-next-cache-tags': '_N_T_/layout,hotel:1' } })).toBe(false);
    expect(handler.isFailedRender({ kind: 'FETCH', data: {} })).toBe(false);
    expect(handler.isFailedRender(null)).toBe(false);
  });

  describe('a revalidation by tag when the wall clock runs ahead of the process’s monotonic clock', () => {
    const monotonicNow = () => performance.timeOrigin + performance.now();
    afterEach(() => tagsManifest.delete('hotel:42'));

    it('expires the pages of the tag at once: the next request renders them', () => {
      const written = monotonicNow() - 60_000;
      // What Next's revalidateTag(tag, { expire: 0 }) writes: both stamps on the wall clock, here 2 s ahead.
      const wallClock = monotonicNow() + 2_000;
      tagsManifest.set('hotel:42', { stale: wallClock, expired: wallClock });
      expect(areTagsExpired(['hotel:42'], written)).toBe(false); // Next alone: served STALE
      handler.stampImmediateExpiry(['hotel:42'], { expire: 0 });
      expect(areTagsExpired(['hotel:42'], written)).toBe(true);
      expect(areTagsStale(['hotel:42'], written)).toBe(true);
    });

    it('leaves a page rendered after the revalidation fresh', () => {
      tagsManifest.set('hotel:42', { stale: monotonicNow() + 2_000, expired: monotonicNow() + 2_000 });
      handler.stampImmediateExpiry('hotel:42', undefined);
      expect(areTagsExpired(['hotel:42'], monotonicNow() + 1)).toBe(false);
    });

    it('keeps an expiry that is a lifetime, not immediate', () => {
      const later = monotonicNow() + 3_600_000;
      tagsManifest.set('hotel:42', { stale: monotonicNow(), expired: later });
      handler.stampImmediateExpiry('hotel:42', { expire: 3600 });
      expect(tagsManifest.get('hotel:42')?.expired).toBe(later);
    });
  });
});

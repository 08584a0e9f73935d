import { describe, expect, it } from 'vitest';
import { PREVIEW_LINK_MAX_SECONDS, previewLink, verifyPreviewLink } from '@/server/preview-link';

const SECRET = 'a-preview-secret-of-at-least-32-characters';
const NOW = new Date('2026-11-24T10:00:00Z');
const inOneHour = new Date(NOW.getTime() + 3600_000);
const queryOf = (link: string) => new URL(link, 'http://shop.test').searchParams;

describe('signed preview links', () => {
  it('a link we signed opens its path until it expires', () => {
    const link = previewLink('/fr-fr/mentions-legales', inOneHour, SECRET);
    expect(link.startsWith('/api/preview?')).toBe(true);
    expect(verifyPreviewLink(queryOf(link), SECRET, NOW)).toBe('/fr-fr/mentions-legales');
    expect(verifyPreviewLink(queryOf(link), SECRET, new Date(inOneHour.getTime() + 1000))).toBeNull();
  });

  it('refuses another secret, a changed path or expiry, a missing signature', () => {
    const query = queryOf(previewLink('/fr-fr/mentions-legales', inOneHour, SECRET));
    expect(verifyPreviewLink(query, `${SECRET}x`, NOW)).toBeNull();
    const otherPath = new URLSearchParams(query);
    otherPath.set('path', '/fr-fr/contact');
    expect(verifyPreviewLink(otherPath, SECRET, NOW)).toBeNull();
    const later = new URLSearchParams(query);
    later.set('expires', String(Number(query.get('expires')) + 60));
    expect(verifyPreviewLink(later, SECRET, NOW)).toBeNull();
    const unsigned = new URLSearchParams(query);
    unsigned.delete('signature');
    expect(verifyPreviewLink(unsigned, SECRET, NOW)).toBeNull();
  });

  it('leads only to a path of this site, even when signed', () => {
    for (const path of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      expect(verifyPreviewLink(queryOf(previewLink(path, inOneHour, SECRET)), SECRET, NOW)).toBeNull();
    }
  });

  it('refuses links valid for more than a week', () => {
    const tooLong = new Date(NOW.getTime() + (PREVIEW_LINK_MAX_SECONDS + 60) * 1000);
    expect(verifyPreviewLink(queryOf(previewLink('/fr-fr', tooLong, SECRET)), SECRET, NOW)).toBeNull();
  });
});

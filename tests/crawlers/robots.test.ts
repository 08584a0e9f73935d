import { robotsFile, robotsHeader } from '@/crawlers/robots';

/** Spec part 2 §9 "Robots noindex unless indexing is enabled", and the care host never indexed. */
const siteUrl = 'https://www.escapade.example';
const sitemaps = ['fr-fr', 'fr-be', 'nl-nl', 'nl-be', 'it-it', 'es-es'].map((site) => `${siteUrl}/sitemap/${site}.xml`);

describe('robots.txt', () => {
  it('disallows everything while indexing is off, still naming the six sitemaps', () => {
    expect(robotsFile({ indexingEnabled: false, onCareHost: false, siteUrl })).toEqual({ rules: { userAgent: '*', disallow: '/' }, sitemap: sitemaps });
  });

  it('allows everything once indexing is on', () => {
    expect(robotsFile({ indexingEnabled: true, onCareHost: false, siteUrl })).toEqual({ rules: { userAgent: '*', allow: '/' }, sitemap: sitemaps });
  });

  it('disallows everything on the care host, without sitemaps, even with indexing on', () => {
    expect(robotsFile({ indexingEnabled: true, onCareHost: true, siteUrl })).toEqual({ rules: { userAgent: '*', disallow: '/' } });
  });
});

describe('X-Robots-Tag of pages', () => {
  it('is noindex, nofollow unless indexing is on, and always on the care host', () => {
    expect(robotsHeader({ indexingEnabled: false, onCareHost: false })).toBe('noindex, nofollow');
    expect(robotsHeader({ indexingEnabled: true, onCareHost: false })).toBeNull();
    expect(robotsHeader({ indexingEnabled: true, onCareHost: true })).toBe('noindex, nofollow');
  });
});

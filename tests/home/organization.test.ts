import { jsonLdText } from '@/components/seo/json-ld';
import { organizationData } from '@/crawlers/structured-data';

describe('Organization structured data (part 2 §9)', () => {
  it('carries the brand’s rating, 4.5 of 5 from 4146 reviews, and the site’s absolute home', () => {
    const data = organizationData('nl_BE', 'https://www.escapade.test');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      url: 'https://www.escapade.test/nl-be',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, bestRating: 5, reviewCount: 4146 },
    });
  });

  it('escapes < so no value can close the script', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

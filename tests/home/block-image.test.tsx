import { renderToStaticMarkup } from 'react-dom/server';
import { BlockImage } from '@/components/blocks/block-image';

/** The CMS and catalogue pictures: plain `<img>` drawn on the server, with next/image's optimiser URLs. */
describe('BlockImage', () => {
  const html = (props: Partial<Parameters<typeof BlockImage>[0]> = {}) =>
    renderToStaticMarkup(<BlockImage src="https://images.example/hotel/640x360.png" alt="Un hôtel" width={640} height={360} sizes="(min-width: 1024px) 380px, 100vw" {...props} />);

  it('offers the optimiser’s widths in a srcset, lazily by default', () => {
    const markup = html();
    expect(markup).toMatch(/^<img /);
    expect(markup).toContain('alt="Un hôtel"');
    expect(markup).toContain('loading="lazy"');
    expect(markup).toMatch(/srcSet="\/_next\/image\?url=https%3A%2F%2Fimages\.example%2Fhotel%2F640x360\.png&amp;w=\d+&amp;q=75 \d+w, /);
    expect(markup).not.toContain('fetchPriority');
  });

  it('loads the page’s LCP candidate first and never lazily', () => {
    const markup = html({ priority: true });
    expect(markup).toContain('loading="eager"');
    expect(markup).toContain('fetchPriority="high"');
  });

  it('sends a vector picture as it is (nothing to optimise)', () => {
    const markup = html({ src: 'https://images.example/logo.svg' });
    expect(markup).toContain('src="https://images.example/logo.svg"');
    expect(markup).not.toContain('/_next/image');
  });

  it('keeps the caller’s class', () => {
    expect(html({ className: 'hero' })).toContain('class="hero"');
  });
});

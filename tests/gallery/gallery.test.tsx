import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { Gallery } from '@/components/gallery';
import { image, images, renderGallery } from './fixtures';

// The islands barrel only defers the island's chunk (next/dynamic); here the islands render at once.
vi.mock('@/components/gallery/islands', () => import('@/components/gallery/gallery-island'));

/** The server gallery (part 1 §2): what it shows for 1, 3, 4 and 12 pictures, names, sizes, priorities. */
const pictures = () => within(screen.getByTestId('gallery-pictures')).getAllByRole('img');

describe('Gallery', () => {
  it('1 picture: the picture alone, no button, nothing to open', () => {
    renderGallery(<Gallery locale="fr_FR" images={images(1)} label="Château de Lavande" />);
    expect(screen.getByRole('region', { name: 'Photos de Château de Lavande' })).toBeInTheDocument();
    expect(pictures().map((img) => img.getAttribute('alt'))).toEqual(['Vue p1']);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('3 pictures: the main picture alone, and See 3 pictures', () => {
    renderGallery(<Gallery locale="fr_FR" images={images(3)} label="Château de Lavande" />);
    expect(pictures()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Voir les 3 photos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agrandir la photo 1 sur 3 : Vue p1' })).toBeInTheDocument();
    expect(screen.getByTestId('gallery-pictures').className).toMatch(/single/);
  });

  it('4 pictures: the grid of 4, each opening the slideshow at itself, and See 4 pictures', () => {
    renderGallery(<Gallery locale="fr_FR" images={images(4)} label="Château de Lavande" />);
    expect(pictures().map((img) => img.getAttribute('alt'))).toEqual(['Vue p1', 'Vue p2', 'Vue p3', 'Vue p4']);
    expect(screen.getByTestId('gallery-pictures').className).toMatch(/grid/);
    for (const index of [1, 2, 3, 4]) {
      expect(screen.getByRole('button', { name: `Agrandir la photo ${index} sur 4 : Vue p${index}` })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Voir les 4 photos' })).toBeInTheDocument();
  });

  it('12 pictures: still 4 shown, and See 12 pictures', () => {
    renderGallery(<Gallery locale="fr_FR" images={images(12)} label="Château de Lavande" />);
    expect(pictures()).toHaveLength(4);
    expect(screen.getByTestId('gallery-see-all')).toHaveTextContent('Voir les 12 photos');
    expect(screen.getByRole('button', { name: 'Voir les 12 photos' })).toBeInTheDocument();
  });

  it("speaks each site's language", () => {
    const { unmount } = renderGallery(<Gallery locale="nl_NL" images={images(12)} label="Kasteel" />, 'nl_NL');
    expect(screen.getByRole('button', { name: "Bekijk de 12 foto's" })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: "Foto's van Kasteel" })).toBeInTheDocument();
    unmount();
    renderGallery(<Gallery locale="es_ES" images={images(2)} label="Castillo" />, 'es_ES');
    expect(screen.getByRole('button', { name: 'Ver las 2 fotos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ampliar la foto 1 de 2: Vue p1' })).toBeInTheDocument();
  });

  it('text alternatives: the alt, else the legend, else the product label', () => {
    const list = [image('a', { alt: 'Piscine chauffée' }), image('b', { alt: '', legend: 'Suite avec terrasse' }), image('c', { alt: '  ', legend: null }), image('d')];
    renderGallery(<Gallery locale="fr_FR" images={list} label="Château de Lavande" />);
    expect(pictures().map((img) => img.getAttribute('alt'))).toEqual(['Piscine chauffée', 'Suite avec terrasse', 'Château de Lavande', 'Vue d']);
    expect(screen.getByRole('button', { name: 'Agrandir la photo 3 sur 4 : Château de Lavande' })).toBeInTheDocument();
  });

  it('the main picture is the LCP candidate: fetched at once with high priority; the others lazily', () => {
    renderGallery(<Gallery locale="fr_FR" images={images(12)} label="Château" />);
    const [main, ...others] = pictures();
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).toHaveAttribute('loading', 'eager');
    for (const other of others) {
      expect(other).toHaveAttribute('loading', 'lazy');
      expect(other).not.toHaveAttribute('fetchpriority');
    }
  });

  it('below the fold (priority false) even the main picture waits', () => {
    renderGallery(<Gallery locale="fr_FR" images={images(4)} label="Château" priority={false} />);
    expect(pictures()[0]).toHaveAttribute('loading', 'lazy');
    expect(pictures()[0]).not.toHaveAttribute('fetchpriority');
  });

  it('responsive sources from the size sets, and an explicit size (no layout shift)', () => {
    renderGallery(<Gallery locale="fr_FR" images={images(4)} label="Château" />);
    const [main, wide, small] = pictures();
    expect(main).toHaveAttribute('src', 'http://127.0.0.1/images/p1/960x540.png');
    expect(main!.getAttribute('srcset')).toBe(
      'http://127.0.0.1/images/p1/640x360.png 640w, http://127.0.0.1/images/p1/750x360.png 750w, http://127.0.0.1/images/p1/960x540.png 960w, http://127.0.0.1/images/p1/1920x880.png 1920w',
    );
    expect(main).toHaveAttribute('sizes', '(min-width: 1024px) min(50vw, 600px), 100vw');
    expect(wide).toHaveAttribute('sizes', '(min-width: 1024px) min(50vw, 600px), 1px');
    expect(small).toHaveAttribute('sizes', '(min-width: 1024px) min(25vw, 300px), 1px');
    for (const img of pictures()) {
      expect(img).toHaveAttribute('width', '960');
      expect(img).toHaveAttribute('height', '540');
    }
  });

  it('a picture without size sets keeps its url; no picture, no gallery', () => {
    const { unmount } = renderGallery(<Gallery locale="fr_FR" images={[{ url: 'http://127.0.0.1/a.png', sizes: {}, alt: 'A', legend: null }]} label="Château" />);
    expect(pictures()[0]).toHaveAttribute('src', 'http://127.0.0.1/a.png');
    expect(pictures()[0]).not.toHaveAttribute('srcset');
    unmount();
    const { container } = renderGallery(<Gallery locale="fr_FR" images={[]} label="Château" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no serious axe violation (jsdom: no colour checks)', async () => {
    const { container } = renderGallery(<Gallery locale="fr_FR" images={images(12)} label="Château" />);
    const results = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
  });
});

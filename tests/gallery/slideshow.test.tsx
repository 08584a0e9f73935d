import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Gallery } from '@/components/gallery';
import { image, images, renderGallery } from './fixtures';
import { emblas } from './fake-embla';

// The islands barrel only defers the island's chunk (next/dynamic); here the islands render at once.
vi.mock('@/components/gallery/islands', () => import('@/components/gallery/gallery-island'));

// jsdom lays nothing out: embla is replaced by a fake keeping its contract (fake-embla.ts).
vi.mock('embla-carousel-react', () => import('./fake-embla'));

/** The slideshow (part 1 §2): opens where asked, moves by buttons, keys and swipes, closes back. */
const lastEmbla = () => emblas.at(-1)!;
const counter = () => screen.getByTestId('gallery-counter');
const announced = () => screen.getByTestId('gallery-position');
/** The slide on show: the others are hidden from assistive technology. */
const currentSlide = () => document.querySelector('[data-current]') as HTMLElement;

async function openAt(name: RegExp | string, count = 12) {
  const user = userEvent.setup();
  renderGallery(<Gallery locale="fr_FR" images={images(count)} label="Château" />);
  const opener = screen.getByRole('button', { name });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Photos de Château' });
  return { user, opener, dialog };
}

function setMatchMedia(matches: boolean) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({ ...original(query), matches })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

describe('Slideshow', () => {
  it('opens at the picture clicked, holding every picture, with embla at 300 ms', async () => {
    const { dialog } = await openAt('Agrandir la photo 3 sur 12 : Vue p3');
    expect(counter()).toHaveTextContent('3 / 12');
    expect(announced()).toHaveTextContent('Photo 3 sur 12');
    expect(announced()).toHaveAttribute('aria-live', 'polite');
    expect(within(currentSlide()).getByRole('img')).toHaveAttribute('alt', 'Vue p3');
    expect(currentSlide()).toHaveAccessibleName('Photo 3 sur 12');
    expect(dialog.querySelectorAll('figure')).toHaveLength(12);
    expect(lastEmbla().options).toMatchObject({ startIndex: 2, duration: 15, loop: false });
    expect(within(dialog).getByRole('region', { name: 'Photos de Château' })).toHaveAttribute('aria-roledescription', 'carrousel');
  });

  it('See 12 pictures opens at the first picture', async () => {
    await openAt('Voir les 12 photos');
    expect(counter()).toHaveTextContent('1 / 12');
    expect(within(currentSlide()).getByRole('img')).toHaveAttribute('alt', 'Vue p1');
    expect(screen.getByRole('button', { name: 'Photo précédente' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('previous and next buttons move one picture; the counter and the announcement follow', async () => {
    const { user } = await openAt('Agrandir la photo 2 sur 12 : Vue p2');
    await user.click(screen.getByRole('button', { name: 'Photo suivante' }));
    expect(counter()).toHaveTextContent('3 / 12');
    expect(announced()).toHaveTextContent('Photo 3 sur 12');
    expect(lastEmbla().selectedScrollSnap()).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Photo précédente' }));
    await user.click(screen.getByRole('button', { name: 'Photo précédente' }));
    expect(counter()).toHaveTextContent('1 / 12');
    // At the first picture 'previous' stays focusable but does nothing.
    await user.click(screen.getByRole('button', { name: 'Photo précédente' }));
    expect(counter()).toHaveTextContent('1 / 12');
    expect(screen.getByRole('button', { name: 'Photo précédente' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Photo suivante' })).not.toHaveAttribute('aria-disabled');
  });

  it('arrow keys move wherever the focus is in the dialog; Home and End go to the ends', async () => {
    const { user } = await openAt('Agrandir la photo 4 sur 12 : Vue p4');
    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('5 / 12');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(counter()).toHaveTextContent('3 / 12');
    await user.keyboard('{End}');
    expect(counter()).toHaveTextContent('12 / 12');
    expect(screen.getByRole('button', { name: 'Photo suivante' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('12 / 12');
    await user.keyboard('{Home}');
    expect(counter()).toHaveTextContent('1 / 12');
    expect(within(currentSlide()).getByRole('img')).toHaveAttribute('alt', 'Vue p1');
  });

  it('follows embla when a swipe moves it', async () => {
    await openAt('Voir les 12 photos');
    fireEvent.pointerDown(screen.getByTestId('gallery-viewport'), { clientX: 500 });
    fireEvent.pointerUp(window, { clientX: 100 });
    // embla's drag handler: it moved (select), then tells it let go.
    act(() => {
      lastEmbla().scrollTo(1);
      lastEmbla().emit('pointerUp');
    });
    await waitFor(() => expect(counter()).toHaveTextContent('2 / 12'));
    expect(lastEmbla().scrollToCalls).toEqual([1]);
  });

  it('a slow swipe of one sixth of the width is enough to move; less stays', async () => {
    await openAt('Agrandir la photo 2 sur 12 : Vue p2');
    const viewport = screen.getByTestId('gallery-viewport');
    Object.defineProperty(viewport, 'clientWidth', { value: 600, configurable: true });
    // 90 px of 600: embla stays, so do we.
    fireEvent.pointerDown(viewport, { clientX: 500 });
    fireEvent.pointerUp(window, { clientX: 410 });
    act(() => lastEmbla().emit('pointerUp'));
    expect(counter()).toHaveTextContent('2 / 12');
    // 100 px (one sixth) towards the next picture: one picture on.
    fireEvent.pointerDown(viewport, { clientX: 500 });
    fireEvent.pointerUp(window, { clientX: 400 });
    act(() => lastEmbla().emit('pointerUp'));
    await waitFor(() => expect(counter()).toHaveTextContent('3 / 12'));
    // And back the other way.
    fireEvent.pointerDown(viewport, { clientX: 100 });
    fireEvent.pointerUp(window, { clientX: 250 });
    act(() => lastEmbla().emit('pointerUp'));
    await waitFor(() => expect(counter()).toHaveTextContent('2 / 12'));
  });

  it('Escape closes and gives the focus back to the picture that opened it', async () => {
    const { user, opener } = await openAt('Agrandir la photo 3 sur 12 : Vue p3');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('Close gives the focus back to See 12 pictures, and it opens again at the first picture', async () => {
    const { user, opener } = await openAt('Agrandir la photo 3 sur 12 : Vue p3');
    const seeAll = screen.getByRole('button', { name: 'Voir les 12 photos', hidden: true });
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    await user.click(seeAll);
    await screen.findByRole('dialog');
    expect(counter()).toHaveTextContent('1 / 12');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seeAll).toHaveFocus();
  });

  it('captions come from the legends; a legend repeating the alt is not read twice', async () => {
    const list = [image('a', { alt: 'Piscine', legend: 'La piscine chauffée en été' }), image('b', { alt: 'Suite', legend: 'Suite' }), image('c', { alt: 'Spa', legend: null }), image('d')];
    const user = userEvent.setup();
    renderGallery(<Gallery locale="fr_FR" images={list} label="Château" />);
    await user.click(screen.getByRole('button', { name: 'Voir les 4 photos' }));
    await screen.findByRole('dialog');
    expect(within(currentSlide()).getByText('La piscine chauffée en été')).not.toHaveAttribute('aria-hidden');
    await user.keyboard('{ArrowRight}');
    expect(within(currentSlide()).getByText('Suite')).toHaveAttribute('aria-hidden', 'true');
    await user.keyboard('{ArrowRight}');
    expect(currentSlide().querySelector('figcaption')).toBeNull();
  });

  it('fetches the pictures near the current one; on desktop the first 5 as soon as it opens', async () => {
    const eager = (dialog: HTMLElement) => [...dialog.querySelectorAll('img')].map((img, slide) => (img.getAttribute('loading') === 'eager' ? slide + 1 : null)).filter(Boolean);
    const { dialog, user } = await openAt('Agrandir la photo 3 sur 12 : Vue p3');
    expect(eager(dialog)).toEqual([2, 3, 4]);
    await user.keyboard('{ArrowRight}');
    expect(eager(dialog)).toEqual([3, 4, 5]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const restore = setMatchMedia(true);
    try {
      await user.click(screen.getByRole('button', { name: 'Voir les 12 photos' }));
      const desktop = await screen.findByRole('dialog');
      expect(eager(desktop)).toEqual([1, 2, 3, 4, 5]);
      await user.keyboard('{End}');
      expect(eager(desktop)).toEqual([1, 2, 3, 4, 5, 11, 12]);
    } finally {
      restore();
    }
  });

  it('the open slideshow has no serious axe violation', async () => {
    // The dialog itself: Radix hides the page behind it with aria-hidden (its buttons then trip
    // aria-hidden-focus in a static scan although the focus trap keeps them out of reach).
    const { dialog } = await openAt('Agrandir la photo 2 sur 12 : Vue p2');
    const results = await axe.run(dialog, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
  });
});

describe('the first load', () => {
  const source = (file: string) => readFileSync(join(process.cwd(), 'src/components/gallery', file), 'utf8');

  it('carries no embla and no dialog: only the slideshow imports them, and it is imported lazily', () => {
    for (const file of ['gallery.tsx', 'gallery-island.tsx', 'gallery-images.ts', 'index.ts', 'messages.ts', 'slideshow-messages.ts', 'message-group.ts']) {
      expect(source(file), file).not.toMatch(/from '(embla-carousel-react|@radix-ui\/react-dialog|@\/components\/ui\/modal|\.\/slideshow)'/);
    }
    expect(source('gallery-island.tsx')).toMatch(/import\('\.\/slideshow'\)/);
    expect(source('slideshow.tsx')).toMatch(/from 'embla-carousel-react'/);
  });
});

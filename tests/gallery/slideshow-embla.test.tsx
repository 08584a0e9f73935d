import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Gallery } from '@/components/gallery';
import { images, renderGallery } from './fixtures';

// The islands barrel only defers the island's chunk (next/dynamic); here the islands render at once.
vi.mock('@/components/gallery/islands', () => import('@/components/gallery/gallery-island'));

/** With the real embla (jsdom lays nothing out, so embla sees zero-width slides): it mounts, and the buttons still move. */
describe('Slideshow with the real embla', () => {
  it('opens at the clicked picture and moves with the buttons and keys', async () => {
    const user = userEvent.setup();
    renderGallery(<Gallery locale="fr_FR" images={images(6)} label="Château" />);
    await user.click(screen.getByRole('button', { name: 'Agrandir la photo 2 sur 6 : Vue p2' }));
    await screen.findByRole('dialog', { name: 'Photos de Château' });
    expect(screen.getByTestId('gallery-counter')).toHaveTextContent('2 / 6');
    await user.click(screen.getByRole('button', { name: 'Photo suivante' }));
    expect(screen.getByTestId('gallery-counter')).toHaveTextContent('3 / 6');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('gallery-counter')).toHaveTextContent('2 / 6');
  });
});

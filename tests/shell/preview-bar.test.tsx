import { render, screen, within } from '@testing-library/react';
import { PREVIEW_EXIT_PATH, PreviewBar, previewExitHref } from '@/components/shell/preview/preview-bar';
import { PREVIEW_EXIT_ROUTE } from '@/server/preview-link';

describe('draft mode bar', () => {
  it('leads out of preview back to the same page, query included', () => {
    expect(PREVIEW_EXIT_PATH).toBe(PREVIEW_EXIT_ROUTE);
    expect(previewExitHref('/fr-fr/mentions-legales', {})).toBe('/api/preview/exit?path=%2Ffr-fr%2Fmentions-legales');
    expect(previewExitHref('/fr-fr', { flow: 'gifting', tag: ['a', 'b'] })).toBe('/api/preview/exit?path=%2Ffr-fr%3Fflow%3Dgifting%26tag%3Da%26tag%3Db');
  });

  it('says the content is unpublished, in the site’s language, with a link to leave', () => {
    render(<PreviewBar locale="nl_BE" exitHref="/api/preview/exit?path=%2Fnl-be" />);
    const bar = screen.getByRole('region', { name: 'Voorbeeld' });
    expect(bar).toHaveTextContent('Voorbeeld: je ziet niet-gepubliceerde inhoud');
    expect(within(bar).getByRole('link', { name: 'Voorbeeld verlaten' })).toHaveAttribute('href', '/api/preview/exit?path=%2Fnl-be');
  });
});

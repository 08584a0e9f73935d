import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareLinkTool } from '@/components/shell/care/share-link-tool';
import { renderInSite } from './helpers';

afterEach(() => vi.restoreAllMocks());

describe('share-link tool of customer-care mode', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('copies the current link with the public host and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    window.history.replaceState(null, '', '/fr-fr/hotel/1042?refid=abc#checkin=2026-05-01&a=2');
    renderInSite(<ShareLinkTool siteUrl="https://www.escapade.fr" />);
    await user.click(screen.getByRole('button', { name: 'Copier le lien client' }));
    expect(writeText).toHaveBeenCalledWith('https://www.escapade.fr/fr-fr/hotel/1042?refid=abc#checkin=2026-05-01&a=2');
    expect(screen.getByRole('status')).toHaveTextContent('Lien copié. Il s’ouvre sur le site public.');
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    window.history.replaceState(null, '', '/es-es');
    renderInSite(<ShareLinkTool siteUrl="https://www.escapade.es" />, 'es_ES');
    await user.click(screen.getByRole('button', { name: 'Copiar el enlace del cliente' }));
    expect(screen.getByRole('status')).toHaveTextContent('No se pudo copiar el enlace.');
    expect(screen.getByRole('textbox', { name: 'Copiar el enlace del cliente' })).toHaveValue('https://www.escapade.es/es-es');
  });
});

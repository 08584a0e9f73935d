import { render, screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { ClientIntl } from '@/components/providers/client-intl';
import { shellMessageGroup } from '@/components/shell/message-group';
import { islandMessages as shell } from '@/components/shell/client-messages';
import { searchBoxMessageGroup } from '@/components/search-box/message-group';
import { searchBoxMessages as searchBox } from '@/components/search-box/messages';
import { clientMessages } from '@/i18n/client-messages';

/** A screen's provider sits inside the root layout's: the shell's islands below it keep their texts. */
function Texts() {
  const intl = useIntl();
  return (
    <p>
      {intl.formatMessage(shell.giftButton)} | {intl.formatMessage(searchBox.submit)}
    </p>
  );
}

describe('ClientIntl', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it("keeps the outer provider's messages and adds its own", () => {
    const root = clientMessages('fr_FR', [shellMessageGroup]);
    const screenMessages = clientMessages('fr_FR', [searchBoxMessageGroup], [shellMessageGroup]);
    expect(Object.keys(screenMessages).some((id) => id in root)).toBe(false);
    render(
      <ClientIntl locale="fr-FR" messages={root}>
        <ClientIntl locale="fr-FR" messages={screenMessages}>
          <Texts />
        </ClientIntl>
      </ClientIntl>,
    );
    expect(screen.getByRole('paragraph')).toHaveTextContent('Offrir un cadeau | Rechercher');
  });

  it('alone, it has only its own messages (the English default shows for the rest)', () => {
    render(
      <ClientIntl locale="fr-FR" messages={clientMessages('fr_FR', [searchBoxMessageGroup])}>
        <Texts />
      </ClientIntl>,
    );
    expect(screen.getByRole('paragraph')).toHaveTextContent(`${shell.giftButton.defaultMessage} | Rechercher`);
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CmsLink } from '@/components/content/cms-link';
import { Header } from '@/components/shell/header/header';
import { getShellSettings } from '@/components/shell/settings';
import { getIntl } from '@/i18n/server';
import { href } from '@/routing';
import { resetFeatures } from '@/settings/features';
import { renderInSite } from './helpers';

/** ACTIVITY_ONLY_ENABLED (part 2 §2, §4): off, no link leads into the activity-only flow. */
const context = {
  request: { pathname: '/fr-fr', locale: 'fr_FR' as const, customerCare: false },
  searchParams: {},
  now: new Date('2026-03-02T12:00:00Z'),
  siteUrl: 'https://www.escapade.test',
};

async function giftChoices(): Promise<Array<string | null>> {
  const user = userEvent.setup();
  renderInSite(<Header locale="fr_FR" context={context} settings={getShellSettings()} menu={null} />);
  await user.click(screen.getByRole('button', { name: 'Offrir un cadeau' }));
  const drawer = await screen.findByRole('dialog', { name: 'Que souhaitez-vous offrir ?' });
  return within(drawer).getAllByRole('link').map((link) => link.getAttribute('href'));
}

afterEach(() => {
  vi.unstubAllEnvs();
  resetFeatures();
});

describe('the activity-only feature setting', () => {
  const activities = href.search('fr_FR', { flow: 'activity' });

  it('on (the default): the gift drawer offers the activity voucher', async () => {
    expect(await giftChoices()).toContain(activities);
  });

  it('off: the gift drawer leaves the activity voucher out', async () => {
    vi.stubEnv('ACTIVITY_ONLY_ENABLED', 'false');
    resetFeatures();
    const choices = await giftChoices();
    expect(choices).toHaveLength(3);
    expect(choices).not.toContain(activities);
  });

  it('off: a CMS link into the activity flow is not shown, other links are', () => {
    vi.stubEnv('ACTIVITY_ONLY_ENABLED', 'false');
    resetFeatures();
    const intl = getIntl('fr_FR');
    render(
      <>
        <CmsLink url={activities} intl={intl}>
          Activities
        </CmsLink>
        <CmsLink url={href.search('fr_FR', { flow: 'gifting' })} intl={intl}>
          Gift stays
        </CmsLink>
      </>,
    );
    expect(screen.queryByText('Activities')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gift stays' })).toBeInTheDocument();
  });
});

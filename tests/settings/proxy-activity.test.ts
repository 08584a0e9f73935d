import { NextRequest } from 'next/server';
import { proxy } from '../../proxy';
import { href } from '@/routing';
import { resetFeatures } from '@/settings/features';

/** The activity-only routes answer the 404 page while the feature is off (decided by the proxy, before rendering). */
afterEach(() => {
  vi.unstubAllEnvs();
  resetFeatures();
});

const statusOf = async (path: string) => (await proxy(new NextRequest(new URL(path, 'http://localhost:3000')))).status;

describe('proxy and ACTIVITY_ONLY_ENABLED', () => {
  it('on (default): the activity search is a page; off: it answers 404, other searches stay pages', async () => {
    const activities = href.search('fr_FR', { flow: 'activity' });
    expect(await statusOf(activities)).toBe(200);
    vi.stubEnv('ACTIVITY_ONLY_ENABLED', 'false');
    resetFeatures();
    expect(await statusOf(activities)).toBe(404);
    expect(await statusOf(href.activity('fr_FR', 12))).toBe(404);
    expect(await statusOf(href.search('fr_FR', { flow: 'gifting' }))).toBe(200);
  });
});

import { revalidateTag } from 'next/cache';
import { POST } from '../../app/api/revalidate/route';
import { resetSiteConfig } from '@/server/site-config';

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));

const SECRET = 'r'.repeat(40);
const call = (body: unknown, authorization?: string) =>
  POST(
    new Request('http://localhost/api/revalidate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: JSON.stringify(body),
    }),
  );

afterEach(() => {
  vi.unstubAllEnvs();
  resetSiteConfig();
  vi.mocked(revalidateTag).mockClear();
});

describe('POST /api/revalidate', () => {
  it('does not exist without REVALIDATE_SECRET', async () => {
    const response = await call({ tags: ['hotel:1'] }, `Bearer ${SECRET}`);
    expect(response.status).toBe(404);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('refuses a wrong or missing secret, and answers privately', async () => {
    vi.stubEnv('REVALIDATE_SECRET', SECRET);
    resetSiteConfig();
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${SECRET}x`, SECRET]) {
      const response = await call({ tags: ['hotel:1'] }, authorization);
      expect(response.status, String(authorization)).toBe(401);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('expires each manifest tag at once, and refuses any other', async () => {
    vi.stubEnv('REVALIDATE_SECRET', SECRET);
    resetSiteConfig();
    const refused = await call({ tags: ['hotel:1', 'not-a-tag:1'] }, `Bearer ${SECRET}`);
    expect(refused.status).toBe(400);
    expect(revalidateTag).not.toHaveBeenCalled();
    const response = await call({ tags: ['hotel:1217', 'homepage:fr_FR'] }, `Bearer ${SECRET}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: ['hotel:1217', 'homepage:fr_FR'] });
    expect(vi.mocked(revalidateTag).mock.calls).toEqual([
      ['hotel:1217', { expire: 0 }],
      ['homepage:fr_FR', { expire: 0 }],
    ]);
  });
});

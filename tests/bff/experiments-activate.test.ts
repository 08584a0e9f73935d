import { POST } from '../../app/api/experiments/activate/route';
import { addFaultRule } from '../../mocks/faults';
import { experimentsActivateSchema } from '@/bff/contracts/experiments-activate.schema';
import { EXPERIMENT_COOKIE, readAssignment } from '@/domain/experiments/assignment';

/** The variation-activation route over the in-process simulator's experimentation service. */
const activate = (body: unknown, url = 'http://localhost/api/experiments/activate') =>
  POST(new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));

const cookieOf = (response: Response) => response.headers.get('set-cookie') ?? '';

describe('POST /api/experiments/activate', () => {
  it('makes a visitor id, answers its variations and leaves them in a first-party cookie the islands can read', async () => {
    const response = await activate({});
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = (await response.json()) as { visitorId: string; variations: Record<string, string> };
    expect(answer.visitorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(['control', 'variation']).toContain(answer.variations.autoDiscount);
    expect(['off', 'forced', 'suggested']).toContain(answer.variations.dates);
    const cookie = cookieOf(response);
    expect(cookie).toMatch(new RegExp(`^${EXPERIMENT_COOKIE}=`));
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).not.toContain('HttpOnly');
    expect(cookie).not.toContain('Secure');
    expect(readAssignment(cookie.split(';')[0]!.slice(EXPERIMENT_COOKIE.length + 1))).toEqual(answer);
  });

  it('keeps a visitor in the same variations (deterministic per visitor) and marks the cookie Secure over https', async () => {
    const first = await (await activate({ visitorId: 'visitor-0001' })).json();
    const again = await activate({ visitorId: 'visitor-0001' }, 'https://shop.example/api/experiments/activate');
    expect(await again.json()).toEqual(first);
    expect(cookieOf(again)).toContain('Secure');
  });

  it('refuses a visitor id that is not a plain token (the cookie stays unparsable-free)', async () => {
    const response = await activate({ visitorId: 'a;b=c' });
    expect(response.status).toBe(400);
    expect(cookieOf(response)).toBe('');
    expect(experimentsActivateSchema.parse({ visitorId: 'short' }).success).toBe(false);
  });

  it('a failing experimentation service sets no cookie: the visitor stays unassigned', async () => {
    addFaultRule({ path: '/experiment/activate', fault: { kind: 'status', status: 503 } });
    const response = await activate({});
    expect(response.status).toBe(502);
    expect(cookieOf(response)).toBe('');
  });
});

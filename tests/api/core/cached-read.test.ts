import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { request } from '@/api/core';
import { catalogueCache } from '@/caching/cache-tags';
import { simulator } from '../../setup/simulator';
import { inRequest, installNextDataCache, moveCacheClock, removeNextDataCache } from './next-data-cache';

/**
 * Validate, then cache (issue 21): a catalogue read goes through Next's data cache, but only an
 * answer that passed its schema is stored. A fake upstream answers what each test scripts, and
 * counts the calls that reach it.
 */
const probe = z.object({ id: z.number(), label: z.string() });
const label = { operation: 'cached-probe', location: 'tests.cached-read' };

type Answer = 'good' | 'better' | 'malformed' | 'empty' | 'wrong-shape' | 500 | 404;
let answers: Answer[];
let calls: number;

function reply(answer: Answer): Response {
  switch (answer) {
    case 'good':
      return HttpResponse.json({ id: 7, label: 'Good' });
    case 'better':
      return HttpResponse.json({ id: 7, label: 'Better' });
    case 'malformed':
      return new HttpResponse('{"id": 7, "lab', { headers: { 'content-type': 'application/json' } });
    case 'empty':
      return new HttpResponse('', { headers: { 'content-type': 'application/json' } });
    case 'wrong-shape':
      return HttpResponse.json({ id: 'seven' });
    default:
      return HttpResponse.json({ code: 'FAILED' }, { status: answer });
  }
}

/** The upstream answers the scripted answers in turn, then keeps answering the last one. */
function upstream(...script: Answer[]) {
  answers = script;
}

const read = () => inRequest(() => request({ service: 'api', path: '/cached-probe.json', schema: probe, label, cache: catalogueCache('probe:7') }));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  calls = 0;
  simulator.use(
    http.get('*/api/cached-probe.json', () => {
      calls += 1;
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      return reply(answer);
    }),
  );
  installNextDataCache();
});
afterEach(() => {
  removeNextDataCache();
  vi.restoreAllMocks();
});

describe('a cached catalogue read', () => {
  it('keeps a good answer: the next read does not reach the upstream', async () => {
    upstream('good');
    await expect(read()).resolves.toEqual({ ok: true, data: { id: 7, label: 'Good' } });
    await expect(read()).resolves.toEqual({ ok: true, data: { id: 7, label: 'Good' } });
    expect(calls).toBe(1);
  });

  it.each<Answer>(['malformed', 'empty', 'wrong-shape', 500])('never keeps a %s answer: the next read reaches the upstream and keeps its good answer', async (bad) => {
    upstream(bad, 'good');
    const first = await read();
    expect(first.ok).toBe(false);
    await expect(read()).resolves.toEqual({ ok: true, data: { id: 7, label: 'Good' } });
    expect(calls).toBe(2);
    // The good answer is the one kept.
    await expect(read()).resolves.toEqual({ ok: true, data: { id: 7, label: 'Good' } });
    expect(calls).toBe(2);
  });

  it('passes on the typed failure of an answer it did not keep', async () => {
    upstream(404);
    await expect(read()).resolves.toMatchObject({ ok: false, error: { kind: 'http', status: 404 } });
    upstream('malformed');
    await expect(read()).resolves.toMatchObject({ ok: false, error: { kind: 'invalid', message: 'Malformed JSON' } });
  });

  it('serves the last good answer while the revalidations of an expired one fail, and the next good answer once the upstream recovers', async () => {
    upstream('good');
    await read();
    const backInTime = moveCacheClock(301);
    upstream(500);
    // Past its five minutes: still served, and each request's revalidation reaches the failing upstream.
    await expect(read()).resolves.toEqual({ ok: true, data: { id: 7, label: 'Good' } });
    upstream('malformed');
    await expect(read()).resolves.toEqual({ ok: true, data: { id: 7, label: 'Good' } });
    expect(calls).toBe(3);
    upstream('better');
    // This request still gets the stale answer; its revalidation stores the new one for the next.
    await expect(read()).resolves.toEqual({ ok: true, data: { id: 7, label: 'Good' } });
    expect(calls).toBe(4);
    backInTime();
    await expect(read()).resolves.toEqual({ ok: true, data: { id: 7, label: 'Better' } });
    expect(calls).toBe(4);
  });

  it('keeps nothing when API_CACHE_MAX_SECONDS is 0', async () => {
    vi.stubEnv('API_CACHE_MAX_SECONDS', '0');
    upstream('good');
    await read();
    await read();
    expect(calls).toBe(2);
  });

  it('never caches a no-store call', async () => {
    upstream('good');
    const noStore = () => inRequest(() => request({ service: 'api', path: '/cached-probe.json', schema: probe, label, cache: 'no-store' }));
    await noStore();
    await noStore();
    expect(calls).toBe(2);
  });
});

import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { request } from '@/api/core';
import { catalogueCache } from '@/caching/cache-tags';
import { FAULT_SCOPE_HEADER, faultScopeOf, parseFaultScope, runWithFaultScope } from '@/api/core/fault-scope';
import { forwardedFaultScope } from '@/api/core/fault-scope.server';
import { simulator } from '../../setup/simulator';
import { inRequest, installNextDataCache, removeNextDataCache, type RequestTrace } from './next-data-cache';

/**
 * Fault scopes (the e2e contract): with SIMULATOR_FAULT_SCOPES=1 the scope of the request being
 * served reaches every upstream call, and a scoped cached read has its own cache entry. Without the
 * variable, request() never reads the incoming request. Requests run as Next runs a page or a route
 * handler (its request store is what next/headers reads).
 */
const probe = z.object({ id: z.number() });
const label = { operation: 'scope-probe', location: 'tests.fault-scope' };
let seen: (string | null)[];

const call = (cache: 'no-store' | ReturnType<typeof catalogueCache> = 'no-store') =>
  request({ service: 'api', path: '/scope-probe.json', schema: probe, label, cache });

beforeEach(() => {
  seen = [];
  simulator.use(
    http.get('*/api/scope-probe.json', ({ request: upstream }) => {
      seen.push(upstream.headers.get(FAULT_SCOPE_HEADER));
      return HttpResponse.json({ id: seen.length });
    }),
  );
});

describe('the fault scope of a request', () => {
  it('is its header, else its cookie; a malformed one is none', () => {
    expect(faultScopeOf(new Headers({ [FAULT_SCOPE_HEADER]: 'test-1', cookie: 'simulator-fault-scope=test-2' }))).toBe('test-1');
    expect(faultScopeOf(new Headers({ cookie: 'a=b; simulator-fault-scope=test_2; c=d' }))).toBe('test_2');
    expect(faultScopeOf(new Headers({ [FAULT_SCOPE_HEADER]: 'no spaces', cookie: 'simulator-fault-scope=ok' }))).toBe('ok');
    expect(faultScopeOf(new Headers())).toBeNull();
    expect(parseFaultScope('x'.repeat(65))).toBeNull();
    expect(parseFaultScope('x'.repeat(64))).toBe('x'.repeat(64));
  });
});

describe('with SIMULATOR_FAULT_SCOPES=1', () => {
  beforeEach(() => vi.stubEnv('SIMULATOR_FAULT_SCOPES', '1'));

  it('forwards the scope of a server component or route handler request (header, else cookie)', async () => {
    await inRequest(call, { [FAULT_SCOPE_HEADER]: 'from-header', cookie: 'simulator-fault-scope=from-cookie' });
    await inRequest(call, { cookie: 'simulator-fault-scope=from-cookie' });
    await inRequest(call, {});
    await call();
    expect(seen).toEqual(['from-header', 'from-cookie', null, null]);
  });

  it('names the scope a route handler passes on with a request it forwards as it is (the account application)', () => {
    expect(forwardedFaultScope(new Headers({ cookie: 'simulator-fault-scope=from-cookie' }))).toBe('from-cookie');
    expect(forwardedFaultScope(new Headers())).toBeNull();
  });

  it('forwards the scope the proxy names around its own calls', async () => {
    await inRequest(() => runWithFaultScope('proxy-scope', call), { [FAULT_SCOPE_HEADER]: 'not-this-one' });
    await runWithFaultScope(null, call);
    expect(seen).toEqual(['proxy-scope', null]);
  });

  describe('cached reads', () => {
    beforeEach(() => installNextDataCache());
    afterEach(() => removeNextDataCache());

    it('are kept apart per scope: a scoped read neither serves nor stores the unscoped entry', async () => {
      const cached = (incoming: HeadersInit) => inRequest(() => call(catalogueCache('scope-probe')), incoming);
      await expect(cached({})).resolves.toEqual({ ok: true, data: { id: 1 } });
      await expect(cached({ [FAULT_SCOPE_HEADER]: 'scope-a' })).resolves.toEqual({ ok: true, data: { id: 2 } });
      await expect(cached({ [FAULT_SCOPE_HEADER]: 'scope-a' })).resolves.toEqual({ ok: true, data: { id: 2 } });
      await expect(cached({ cookie: 'simulator-fault-scope=scope-b' })).resolves.toEqual({ ok: true, data: { id: 3 } });
      await expect(cached({})).resolves.toEqual({ ok: true, data: { id: 1 } });
      expect(seen).toEqual([null, 'scope-a', 'scope-b']);
    });
  });
});

describe('without SIMULATOR_FAULT_SCOPES', () => {
  it('forwards nothing and never reads the incoming request', async () => {
    const trace: RequestTrace = { headerReads: 0 };
    await inRequest(call, { [FAULT_SCOPE_HEADER]: 'ignored', cookie: 'simulator-fault-scope=ignored' }, trace);
    await inRequest(() => runWithFaultScope('ignored-too', call), {}, trace);
    expect(seen).toEqual([null, null]);
    expect(trace.headerReads).toBe(0);
  });

  it('names no scope for a forwarded request', () => {
    expect(forwardedFaultScope(new Headers({ [FAULT_SCOPE_HEADER]: 'ignored' }))).toBeNull();
  });

  it('(the trace sees a read when there is one)', async () => {
    vi.stubEnv('SIMULATOR_FAULT_SCOPES', '1');
    const trace: RequestTrace = { headerReads: 0 };
    await inRequest(call, {}, trace);
    expect(trace.headerReads).toBeGreaterThan(0);
  });
});

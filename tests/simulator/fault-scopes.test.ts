import { FAULT_SCOPE_HEADER, listFaultRules, parseFaultScope } from '../../mocks/faults';
import { SIMULATOR_ORIGIN } from '../setup/env';

/**
 * Scoped fault rules (docs: mocks/faults.ts): a rule posted with a scope reaches only the requests
 * carrying that scope, so e2e tests running side by side each fault their own calls.
 */
const call = (path: string, scope?: string) =>
  fetch(`${SIMULATOR_ORIGIN}${path}`, { headers: scope === undefined ? {} : { [FAULT_SCOPE_HEADER]: scope } });

const postRule = (rule: Record<string, unknown>) =>
  fetch(`${SIMULATOR_ORIGIN}/__admin/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(rule) });

// A real route answering 404 (an unknown voucher): a fault shows as its own status instead.
const PATH = '/origin/beneficiary/vouchers/SCOPED-PROBE';
const OTHER_PATH = '/origin/beneficiary/vouchers/OTHER-PROBE';

describe('scoped fault rules', () => {
  it('reach only the requests that carry their scope', async () => {
    expect((await postRule({ path: PATH, fault: '503', scope: 'test-a' })).status).toBe(201);
    expect((await call(PATH, 'test-a')).status).toBe(503);
    expect((await call(PATH, 'test-b')).status).toBe(404);
    expect((await call(PATH)).status).toBe(404);
  });

  it('count their times only on the requests of their scope', async () => {
    await postRule({ path: PATH, fault: 'malformed', times: 1, scope: 'test-a' });
    expect((await call(PATH)).status).toBe(404);
    expect((await call(PATH, 'test-b')).status).toBe(404);
    const faulted = await call(PATH, 'test-a');
    expect([faulted.status, await faulted.text()]).toEqual([200, '{"oops": this is not json']);
    expect((await call(PATH, 'test-a')).status).toBe(404);
  });

  it('leave unscoped rules applying to every request, scoped or not', async () => {
    await postRule({ path: PATH, fault: '500' });
    expect((await call(PATH)).status).toBe(500);
    expect((await call(PATH, 'test-a')).status).toBe(500);
  });

  it('are removed by scope, leaving the other scopes and the unscoped rules in place', async () => {
    await postRule({ path: PATH, fault: '503', scope: 'test-a' });
    await postRule({ path: PATH, fault: '502', scope: 'test-b' });
    await postRule({ path: OTHER_PATH, fault: '500' });
    expect((await fetch(`${SIMULATOR_ORIGIN}/__admin/faults?scope=test-a`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(PATH, 'test-a')).status).toBe(404);
    expect((await call(PATH, 'test-b')).status).toBe(502);
    expect((await call(OTHER_PATH)).status).toBe(500);
    expect(listFaultRules().map((rule) => rule.scope)).toEqual(['test-b', undefined]);
  });

  it('refuse a scope outside the contract instead of turning it into a rule for everyone', async () => {
    for (const scope of ['', 'has space', 'a'.repeat(65), 'semi;colon', 42]) {
      expect((await postRule({ path: PATH, fault: '503', scope })).status, JSON.stringify(scope)).toBe(400);
    }
    expect(listFaultRules()).toEqual([]);
    expect((await fetch(`${SIMULATOR_ORIGIN}/__admin/faults?scope=bad%20scope`, { method: 'DELETE' })).status).toBe(400);
  });

  it('ignore a request scope outside the contract: only unscoped rules reach it', async () => {
    await postRule({ path: PATH, fault: '503', scope: 'a'.repeat(64) });
    expect((await call(PATH, 'a'.repeat(64))).status).toBe(503);
    expect((await call(PATH, `${'a'.repeat(64)}!`)).status).toBe(404);
    expect(parseFaultScope('Test_1-b')).toBe('Test_1-b');
    expect(parseFaultScope('a/b')).toBeNull();
    expect(parseFaultScope(undefined)).toBeNull();
  });
});

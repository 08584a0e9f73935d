import { delay, http, HttpResponse } from 'msw';

/**
 * Fault injection, per route: a request header (`x-simulator-fault`) or a rule registered
 * through the admin endpoint makes a call fail the way a real upstream does.
 *
 * A rule may carry a scope: it then applies only to requests whose `x-simulator-fault-scope`
 * header names that scope (the storefront forwards its visitor's scope when it runs with
 * SIMULATOR_FAULT_SCOPES=1), so parallel e2e tests each fault their own requests and nobody
 * else's. A rule without a scope applies to every request.
 *
 * Fault syntax (header value or rule.fault):
 *   500 | 503 | status=502   answer with that HTTP status and a JSON error body
 *   timeout                  never answer (the client's timeout must fire)
 *   malformed                200 with a body that is not JSON
 *   empty                    200 with an empty body
 *   latency=300              wait 300 ms, then answer normally
 */
export type Fault =
  | { kind: 'status'; status: number }
  | { kind: 'timeout' }
  | { kind: 'malformed' }
  | { kind: 'empty' }
  | { kind: 'latency'; ms: number };

export const FAULT_HEADER = 'x-simulator-fault';
export const FAULT_SCOPE_HEADER = 'x-simulator-fault-scope';

const SCOPE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** A scope name as the contract allows it (letters, digits, '_' and '-', 1 to 64); anything else is no scope. */
export function parseFaultScope(value: string | null | undefined): string | null {
  return value !== null && value !== undefined && SCOPE_PATTERN.test(value) ? value : null;
}

export function parseFault(value: string | null | undefined): Fault | null {
  if (!value) return null;
  const text = value.trim().toLowerCase();
  if (text === 'timeout') return { kind: 'timeout' };
  if (text === 'malformed') return { kind: 'malformed' };
  if (text === 'empty') return { kind: 'empty' };
  const latency = /^latency=(\d{1,6})$/.exec(text);
  if (latency) return { kind: 'latency', ms: Number(latency[1]) };
  const status = /^(?:status=)?([45]\d\d)$/.exec(text);
  if (status) return { kind: 'status', status: Number(status[1]) };
  return null;
}

export interface FaultRule {
  id: number;
  /** Matches when the request path contains this text (e.g. '/quote-realtime.json'). */
  path: string;
  method?: string;
  /**
   * Narrows the rule to requests whose query string or body contains this text
   * (e.g. '"locale":"it_IT"'), so parallel tests can fault one site without touching the others.
   */
  contains?: string;
  fault: Fault;
  /** Only requests carrying this scope (FAULT_SCOPE_HEADER); undefined = every request. */
  scope?: string;
  /** How many more requests it applies to; undefined = until removed. */
  remaining?: number;
}

let nextId = 1;
const rules: FaultRule[] = [];

export function addFaultRule(rule: Omit<FaultRule, 'id'>): FaultRule {
  const stored = { ...rule, id: nextId++ };
  rules.push(stored);
  return stored;
}

export function listFaultRules(): readonly FaultRule[] {
  return rules;
}

export function clearFaultRules(): void {
  rules.length = 0;
}

/** Removes every rule of one scope (an e2e test's, when it ends); returns how many. */
export function clearScopedFaultRules(scope: string): number {
  const before = rules.length;
  for (let index = rules.length - 1; index >= 0; index -= 1) if (rules[index]!.scope === scope) rules.splice(index, 1);
  return before - rules.length;
}

export function removeFaultRule(id: number): boolean {
  const index = rules.findIndex((rule) => rule.id === id);
  if (index >= 0) rules.splice(index, 1);
  return index >= 0;
}

async function takeRule(request: Request): Promise<Fault | null> {
  if (rules.length === 0) return null;
  const { pathname, search } = new URL(request.url);
  const scope = parseFaultScope(request.headers.get(FAULT_SCOPE_HEADER));
  const inScope = (rule: FaultRule) => rule.scope === undefined || rule.scope === scope;
  const needsBody = rules.some((rule) => inScope(rule) && rule.contains !== undefined);
  const body = needsBody && request.body ? await request.clone().text() : '';
  const index = rules.findIndex(
    (rule) =>
      inScope(rule) &&
      pathname.includes(rule.path) &&
      (!rule.method || rule.method.toUpperCase() === request.method) &&
      (rule.contains === undefined || decodeURIComponent(search).includes(rule.contains) || body.includes(rule.contains)),
  );
  if (index < 0) return null;
  const rule = rules[index]!;
  if (rule.remaining !== undefined) {
    rule.remaining -= 1;
    if (rule.remaining <= 0) rules.splice(index, 1);
  }
  return rule.fault;
}

/** First handler of the simulator: applies a fault, or falls through to the real handler. */
export const faultHandler = http.all('*', async ({ request }) => {
  const { pathname } = new URL(request.url);
  if (pathname.startsWith('/__admin') || pathname.startsWith('/images/')) return undefined;
  const fault = parseFault(request.headers.get(FAULT_HEADER)) ?? (await takeRule(request));
  if (!fault) return undefined;
  switch (fault.kind) {
    case 'latency':
      await delay(fault.ms);
      return undefined;
    case 'timeout':
      await delay('infinite');
      return undefined;
    case 'malformed':
      return new HttpResponse('{"oops": this is not json', { headers: { 'content-type': 'application/json' } });
    case 'empty':
      return new HttpResponse(null, { status: 200, headers: { 'content-type': 'application/json' } });
    case 'status':
      return HttpResponse.json(
        { code: `SIMULATED_${fault.status}`, message: `Simulated upstream failure ${fault.status}` },
        { status: fault.status },
      );
  }
});

import type { BffContract, BffErrorCode, QueryValue } from './contract';

/**
 * The islands' one way to call a BFF route: the URL from the contract's path, the answer typed by
 * the contract. The answer is trusted as the route's own (same origin, same contract) and not
 * parsed again here: a schema in the browser would weigh more than most islands. An island that
 * reads a publicly cached answer checks it itself (autocomplete).
 */

const ERROR_CODES: ReadonlySet<string> = new Set<BffErrorCode>(['invalid-query', 'invalid-body', 'upstream', 'internal', 'cross-site', 'unsupported-media-type', 'not-found', 'forbidden']);

/** A route answered an error (or something that was not its answer). */
export class BffError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
    /** The route's error code; null when the body was not the BFF error shape (a proxy page, a crash). */
    readonly code: BffErrorCode | null,
  ) {
    super(`${path}: HTTP ${status}${code ? ` (${code})` : ''}`);
    this.name = 'BffError';
  }
}

/** The path and query string of a GET contract: undefined values are left out, others printed with String(). */
export function bffUrl<Query extends { [K in keyof Query]: QueryValue }, Answer>(contract: BffContract<Query, Answer>, query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as Array<[string, QueryValue]>) {
    if (value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${contract.path}?${search}` : contract.path;
}

export async function bffGet<Query extends { [K in keyof Query]: QueryValue }, Answer>(
  contract: BffContract<Query, Answer>,
  query: Query,
  options: { signal?: AbortSignal } = {},
): Promise<Answer> {
  const response = await fetch(bffUrl(contract, query), { signal: options.signal, headers: { accept: 'application/json' } });
  return answerOf(contract, response);
}

/** `keepalive` lets a request leave while the page unloads (the client log). */
export async function bffPost<Body, Answer>(contract: BffContract<Body, Answer>, body: Body, options: { signal?: AbortSignal; keepalive?: boolean } = {}): Promise<Answer> {
  return answerOf(contract, await postJson(contract.path, body, options));
}

function postJson(path: string, body: unknown, options: { signal?: AbortSignal; keepalive?: boolean }): Promise<Response> {
  return fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    signal: options.signal,
    keepalive: options.keepalive,
  });
}

/**
 * A JSON POST whose answer the caller reads itself (routes whose refusals carry more than the shared
 * error body: a field, a path). Null when the network failed; an abort is thrown on.
 */
export async function bffPostResponse<Body>(contract: BffContract<Body, unknown>, body: Body, options: { signal?: AbortSignal } = {}): Promise<Response | null> {
  try {
    return await postJson(contract.path, body, options);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return null;
  }
}

async function answerOf<Answer>(contract: BffContract<unknown, Answer>, response: Response): Promise<Answer> {
  if (!response.ok) throw new BffError(contract.path, response.status, await errorCodeOf(response));
  // 204: a route that answers nothing (its contract's Answer is void).
  if (response.status === 204) return undefined as Answer;
  return (await response.json()) as Answer;
}

async function errorCodeOf(response: Response): Promise<BffErrorCode | null> {
  const body: unknown = await response.json().catch(() => null);
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const error: unknown = body.error;
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  return typeof error.code === 'string' && ERROR_CODES.has(error.code) ? (error.code as BffErrorCode) : null;
}

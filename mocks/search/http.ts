import { HttpResponse } from 'msw';

/**
 * Error answers of the search-area handlers. A real API answers a bad value with 400 and an
 * unknown id with 404, always as JSON `{ code, message }`; a handler never throws.
 */

export class BadRequest extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export class NotFound extends Error {}

export function badRequest(code: string, message: string): Response {
  return HttpResponse.json({ code, message }, { status: 400 });
}

export function notFound(message: string): Response {
  return HttpResponse.json({ code: 'NOT_FOUND', message }, { status: 404 });
}

/**
 * Runs a handler body: BadRequest/NotFound thrown by the parsers become 400/404, any other
 * surprise a 500 JSON answer, so the simulator never crashes a test run.
 */
export async function answer(build: () => Response | Promise<Response>): Promise<Response> {
  try {
    return await build();
  } catch (error) {
    if (error instanceof BadRequest) return badRequest(error.code, error.message);
    if (error instanceof NotFound) return notFound(error.message);
    const message = error instanceof Error ? error.message : String(error);
    return HttpResponse.json({ code: 'INTERNAL_ERROR', message }, { status: 500 });
  }
}

/** The JSON object of a POST body; anything else is a client mistake. */
export async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new BadRequest('INVALID_BODY', 'The body must be a JSON object');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new BadRequest('INVALID_BODY', 'The body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

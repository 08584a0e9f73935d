import { HttpResponse } from 'msw';
import { answer } from './product/http';

/**
 * A refusal of the checkout, payment-provider and mail-provider stand-ins: any status, a code, a
 * message, and the extra fields some answers carry (`field` of an INVALID_PARAMETER, `booking` of an
 * ALREADY_BOOKED). The body is `{ code, message, ...extra }`, as every JSON error of the simulator.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** A 400 INVALID_PARAMETER naming the field (what a form maps to its own field error). */
export function invalidField(field: string, message: string): ApiError {
  return new ApiError(400, 'INVALID_PARAMETER', message, { field });
}

/** Runs a handler body: ApiError becomes its answer; BadRequest/NotFound and surprises as answer() maps them. */
export function answerApi(build: () => Response): Response {
  return answer(() => {
    try {
      return build();
    } catch (error) {
      if (error instanceof ApiError) return HttpResponse.json({ code: error.code, message: error.message, ...error.extra }, { status: error.status });
      throw error;
    }
  });
}

/** A JSON body that must be an object; anything else is a 400 INVALID_BODY. */
export function objectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ApiError(400, 'INVALID_BODY', 'Expected a JSON object');
  return body as Record<string, unknown>;
}

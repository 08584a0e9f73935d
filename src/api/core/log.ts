import type { ApiError } from './result';

/**
 * Where a failure happened, as the spec names it: e.g. operation 'quote-realtime' at
 * location 'weekend.product' logs "Error fetching quote-realtime".
 */
export interface CallLabel {
  operation: string;
  location: string;
}

export function logApiFailure(label: CallLabel, error: ApiError): void {
  console.error(`Error fetching ${label.operation}`, {
    location: label.location,
    kind: error.kind,
    status: error.status,
    code: error.code,
    message: error.message,
  });
}

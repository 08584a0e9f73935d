/** Liveness probe for process managers and the test harness (no upstream call). */
export function GET(): Response {
  return Response.json({ ok: true });
}

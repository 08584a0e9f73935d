import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { route } from '../services';

/**
 * The experimentation service (part 1 §7 "A variation-activation call goes to an experimentation
 * service"; the spec shows no payload, docs/api/experiments.md gives ours):
 *
 *   POST {experiment}/activate  {"visitorId": "…", "experiments": ["autoDiscount", "dates"]}
 *   → 200 {"visitorId": "…", "assignments": {"autoDiscount": "variation", "dates": "off"}}
 *
 * Assignment is a hash of visitor and experiment, so a visitor keeps the same variation on every
 * call (and every simulator restart). Unknown experiments are left out of the answer. A paused
 * experiment answers its first variation (the control) to everyone: SIMULATOR_EXPERIMENTS lists
 * the running ones (default `autoDiscount`). The dates experiment is paused by default, so that a
 * fresh visitor's search box searches (the end-to-end journeys rely on it); `autoDiscount,dates`
 * runs both.
 */
export const EXPERIMENT_VARIATIONS: Readonly<Record<string, readonly string[]>> = {
  // Half the visitors see the automatic extra discount on cards (part 1 §6).
  autoDiscount: ['control', 'variation'],
  // The dates experiment of the search box (part 1 §4).
  dates: ['off', 'forced', 'suggested'],
};

/** FNV-1a 32-bit: small, stable across processes and platforms. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

export const DEFAULT_RUNNING_EXPERIMENTS = ['autoDiscount'];

/** The running experiments from SIMULATOR_EXPERIMENTS (comma-separated; unset: the default). */
export function runningExperiments(env: Readonly<Record<string, string | undefined>> = process.env): readonly string[] {
  const raw = env.SIMULATOR_EXPERIMENTS;
  if (raw === undefined) return DEFAULT_RUNNING_EXPERIMENTS;
  return raw.split(',').map((name) => name.trim()).filter((name) => name !== '');
}

/** The variation of a visitor in an experiment, or null for an experiment the service does not know. */
export function assignVariation(visitorId: string, experiment: string, running: readonly string[] = runningExperiments()): string | null {
  const variations = Object.hasOwn(EXPERIMENT_VARIATIONS, experiment) ? EXPERIMENT_VARIATIONS[experiment] : undefined;
  if (!variations) return null;
  if (!running.includes(experiment)) return variations[0]!;
  return variations[hash(`${experiment}:${visitorId}`) % variations.length]!;
}

const ActivateBody = z.object({
  visitorId: z.string().min(8).max(64),
  experiments: z.array(z.string().min(1).max(64)).min(1).max(20),
});

export const experimentHandlers = [
  http.post(route('experiment', '/activate'), async ({ request }) => {
    const body = ActivateBody.safeParse(await request.json().catch(() => null));
    if (!body.success) return HttpResponse.json({ code: 'INVALID_BODY', message: 'visitorId and experiments[] are required' }, { status: 400 });
    const assignments: Record<string, string> = {};
    for (const experiment of body.data.experiments) {
      const variation = assignVariation(body.data.visitorId, experiment);
      if (variation !== null) assignments[experiment] = variation;
    }
    return HttpResponse.json({ visitorId: body.data.visitorId, assignments });
  }),
];

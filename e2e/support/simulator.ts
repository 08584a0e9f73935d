import type { APIRequestContext } from '@playwright/test';

/** The simulator the e2e servers run against (playwright.config.ts starts it). */
export const SIMULATOR_ORIGIN = `http://127.0.0.1:${process.env.E2E_SIMULATOR_PORT ?? 4110}`;

export interface FaultRule {
  path: string;
  fault: string;
  contains?: string;
  method?: string;
  times?: number;
}

/** Makes the simulator fail the matching calls; returns a function that removes the rule. */
export async function injectFault(request: APIRequestContext, rule: FaultRule): Promise<() => Promise<void>> {
  const response = await request.post(`${SIMULATOR_ORIGIN}/__admin/faults`, { data: rule });
  if (response.status() !== 201) throw new Error(`fault rule refused: ${await response.text()}`);
  const { id } = (await response.json()) as { id: number };
  return async () => {
    await request.delete(`${SIMULATOR_ORIGIN}/__admin/faults/${id}`);
  };
}

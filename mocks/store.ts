/**
 * What the simulator remembers between requests: submitted CRM cases, error reports and
 * client error logs. Tests read them back through the admin endpoints (mocks/admin.ts).
 */
export interface StoredRecord {
  receivedAt: string;
  fields: Record<string, unknown>;
}

export const store = {
  crmCases: [] as StoredRecord[],
  errorReports: [] as StoredRecord[],
  clientLogs: [] as StoredRecord[],
};

export function remember(list: StoredRecord[], fields: Record<string, unknown>): StoredRecord {
  const record = { receivedAt: new Date().toISOString(), fields };
  list.push(record);
  // Bounded so a long-running simulator cannot grow without limit.
  if (list.length > 1000) list.shift();
  return record;
}

export function clearStore(): void {
  store.crmCases.length = 0;
  store.errorReports.length = 0;
  store.clientLogs.length = 0;
}

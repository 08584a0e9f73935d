import { clientLogMessage, logClientError, reportNotFound } from '@/api/errors';
import { SIMULATOR_ORIGIN } from '../setup/env';

/** Contract tests of the not-found error report and the client error log. */
const records = async (kind: string) => (await (await fetch(`${SIMULATOR_ORIGIN}/__admin/records/${kind}`)).json()) as Array<{ fields: Record<string, unknown> }>;

describe('error report', () => {
  it('reports the missing URI and locale', async () => {
    await expect(reportNotFound({ uri: '/fr-fr/sejours/p/disparu-123', locale: 'fr_FR' })).resolves.toEqual({ ok: true, data: null });
    expect((await records('errorReports'))[0]?.fields).toEqual({ uri: '/fr-fr/sejours/p/disparu-123', locale: 'fr_FR' });
  });
});

describe('client error log', () => {
  it('sends level, message, location and locale', async () => {
    await expect(logClientError({ message: 'Cannot read properties of undefined', locale: 'it_IT' })).resolves.toEqual({ ok: true, data: null });
    expect((await records('clientLogs'))[0]?.fields).toEqual({
      level: 'error',
      message: 'Cannot read properties of undefined',
      location: 'application.client.error',
      locale: 'it_IT',
    });
  });

  it('cuts the message to its first 256 characters before sending', async () => {
    const long = `TypeError: ${'x'.repeat(600)}`;
    const result = await logClientError({ message: long, locale: 'fr_FR' });
    // The simulator refuses messages over 256 characters, so ok proves the cut happened first.
    expect(result.ok).toBe(true);
    const stored = (await records('clientLogs'))[0]?.fields.message;
    expect(stored).toBe(long.slice(0, 256));
  });

  it('never splits a character made of two UTF-16 units', () => {
    const message = `${'a'.repeat(255)}😀 and more`;
    expect(clientLogMessage(message)).toBe('a'.repeat(255));
    expect(clientLogMessage('short')).toBe('short');
    expect(clientLogMessage('b'.repeat(256))).toHaveLength(256);
  });
});

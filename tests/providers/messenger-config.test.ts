import { ConfigError } from '@/api/core/config.server';
import { LOCALES } from '@/domain/model/locale';
import { isMessengerEnabled, isProduction, parseMessengerConfig } from '@/server/messenger/messenger-config.server';

describe('the messenger is enabled only in production or locale es_ES (part 2 §9)', () => {
  it('outside production: es_ES only', () => {
    expect(LOCALES.filter((locale) => isMessengerEnabled(locale, false))).toEqual(['es_ES']);
  });
  it('in production: every site', () => {
    expect(LOCALES.filter((locale) => isMessengerEnabled(locale, true))).toEqual([...LOCALES]);
  });
  it('production is APP_ENV=production, never NODE_ENV (every built server has NODE_ENV=production)', () => {
    expect(isProduction({ APP_ENV: 'production' })).toBe(true);
    expect(isProduction({ APP_ENV: ' Production ' })).toBe(true);
    expect(isProduction({ NODE_ENV: 'production' })).toBe(false);
    expect(isProduction({ APP_ENV: 'staging', NODE_ENV: 'production' })).toBe(false);
    expect(parseMessengerConfig({ NODE_ENV: 'production' }, 'fr_FR').enabled).toBe(false);
    expect(parseMessengerConfig({ APP_ENV: 'production' }, 'fr_FR').enabled).toBe(true);
    expect(parseMessengerConfig({}, 'es_ES').enabled).toBe(true);
  });
});

describe('the messenger script URL', () => {
  it("defaults to the simulator's stand-in on the simulator port", () => {
    expect(parseMessengerConfig({}, 'fr_FR').scriptUrl).toBe('http://127.0.0.1:4010/messenger/messenger.js');
    expect(parseMessengerConfig({ SIMULATOR_PORT: '4230' }, 'fr_FR').scriptUrl).toBe('http://127.0.0.1:4230/messenger/messenger.js');
  });
  it('follows MESSENGER_URL (without its trailing slash) and names a malformed one', () => {
    expect(parseMessengerConfig({ MESSENGER_URL: 'https://chat.example.com/escapade/' }, 'it_IT').scriptUrl).toBe('https://chat.example.com/escapade/messenger.js');
    expect(() => parseMessengerConfig({ MESSENGER_URL: 'javascript:alert(1)' }, 'fr_FR')).toThrow(ConfigError);
    expect(() => parseMessengerConfig({ MESSENGER_URL: 'chat.example.com' }, 'fr_FR')).toThrow(/MESSENGER_URL/);
  });
});

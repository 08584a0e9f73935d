import { ConfigError, parseApiConfig } from '@/api/core';

describe('travel-API configuration', () => {
  it('points every service at the simulator when nothing is set', () => {
    const config = parseApiConfig({ SIMULATOR_PORT: '4555' });
    expect(config.baseUrls.api).toBe('http://127.0.0.1:4555/api');
    expect(config.baseUrls.gateway).toBe('http://127.0.0.1:4555/gateway');
    expect(config.baseUrls.crm).toBe('http://127.0.0.1:4555/crm');
    expect(config.timeoutMs).toBe(3000);
  });

  it('uses each variable that is set, without a trailing slash', () => {
    const config = parseApiConfig({
      SEARCH_API_URL: 'https://search.example.com/v2/',
      API_TIMEOUT_MS: '1500',
    });
    expect(config.baseUrls.search).toBe('https://search.example.com/v2');
    expect(config.timeoutMs).toBe(1500);
  });

  it.each([
    ['API_BASE_URL', 'not a url'],
    ['CMS_URL', 'ftp://cms.example.com'],
    ['API_TIMEOUT_MS', '-4'],
    ['SIMULATOR_PORT', 'abc'],
  ])('names %s when it is misconfigured', (variable, value) => {
    const parse = () => parseApiConfig({ [variable]: value });
    expect(parse).toThrow(ConfigError);
    expect(parse).toThrow(new RegExp(`Invalid environment variable ${variable}`));
  });
});

import { parseSiteConfig, SiteConfigError } from '@/server/site-config';

/** Care and indexing settings from the environment: defaults on the simulator, bad values named. */
describe('site config: customer care and indexing', () => {
  it('defaults to the simulator: its JWKS, token endpoint, client id and staff domain; indexing off', () => {
    expect(parseSiteConfig({ SIMULATOR_PORT: '4204' })).toEqual({
      siteUrl: 'http://localhost:3000',
      indexingEnabled: false,
      care: {
        host: 'care.localhost',
        jwksUrl: 'http://127.0.0.1:4204/auth/jwks.json',
        clientId: 'escapade-care-simulator.apps.googleusercontent.com',
        issuers: ['https://accounts.google.com', 'accounts.google.com'],
        hostedDomain: 'escapade.example',
        simulatorTokenUrl: 'http://127.0.0.1:4204/auth/token',
      },
      search: { mapTileUrl: 'http://127.0.0.1:4204/tiles/{z}/{x}/{y}.svg', beneficiaryAffiliateId: 'beneficiary-platform' },
      previewSecret: null,
      revalidateSecret: null,
    });
  });

  it('reads the preview secret, refusing a short one', () => {
    const secret = 'a-preview-secret-of-at-least-32-characters';
    expect(parseSiteConfig({ PREVIEW_SECRET: secret }).previewSecret).toBe(secret);
    expect(() => parseSiteConfig({ PREVIEW_SECRET: 'short' })).toThrow(/PREVIEW_SECRET/);
  });

  it('reads the revalidation secret of the webhooks, refusing a short one', () => {
    const secret = 'a-revalidation-secret-of-at-least-32-chars';
    expect(parseSiteConfig({ REVALIDATE_SECRET: secret }).revalidateSecret).toBe(secret);
    expect(() => parseSiteConfig({ REVALIDATE_SECRET: 'short' })).toThrow(/REVALIDATE_SECRET/);
  });

  it('reads the map tile template (empty = no tiles) and the beneficiary affiliate id', () => {
    expect(parseSiteConfig({ MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png', BENEFICIARY_AFFILIATE_ID: 'wonderbox' }).search).toEqual({
      mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
      beneficiaryAffiliateId: 'wonderbox',
    });
    expect(parseSiteConfig({ MAP_TILE_URL: '' }).search.mapTileUrl).toBe('');
    expect(() => parseSiteConfig({ MAP_TILE_URL: 'https://tiles.example/tile.png' })).toThrow(/MAP_TILE_URL/);
    expect(() => parseSiteConfig({ BENEFICIARY_AFFILIATE_ID: 'has spaces' })).toThrow(/BENEFICIARY_AFFILIATE_ID/);
  });

  it('uses real Google sign-in (no simulator token endpoint) once a JWKS URL is configured', () => {
    const config = parseSiteConfig({
      SITE_URL: 'https://www.escapade.example',
      CARE_HOST: 'care.escapade.example',
      CARE_JWKS_URL: 'https://www.googleapis.com/oauth2/v3/certs',
      CARE_GOOGLE_CLIENT_ID: '1234-abc.apps.googleusercontent.com',
      CARE_HOSTED_DOMAIN: 'escapade.example',
      INDEXING_ENABLED: 'true',
    });
    expect(config.indexingEnabled).toBe(true);
    expect(config.care).toMatchObject({
      host: 'care.escapade.example',
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      clientId: '1234-abc.apps.googleusercontent.com',
      simulatorTokenUrl: null,
    });
  });

  it.each([
    ['true', true],
    ['1', true],
    ['false', false],
    ['0', false],
    ['', false],
  ])('reads INDEXING_ENABLED=%j as %s', (value, expected) => {
    expect(parseSiteConfig({ INDEXING_ENABLED: value }).indexingEnabled).toBe(expected);
  });

  it.each([
    [{ INDEXING_ENABLED: 'yes' }, 'INDEXING_ENABLED'],
    [{ CARE_HOST: 'Care.Example' }, 'CARE_HOST'],
    [{ CARE_HOST: 'care.example:8080' }, 'CARE_HOST'],
    [{ CARE_HOST: 'localhost' }, 'CARE_HOST'],
    [{ CARE_JWKS_URL: 'ftp://keys.example/jwks' }, 'CARE_JWKS_URL'],
    [{ CARE_GOOGLE_CLIENT_ID: 'has spaces' }, 'CARE_GOOGLE_CLIENT_ID'],
    [{ CARE_HOSTED_DOMAIN: '@escapade.example' }, 'CARE_HOSTED_DOMAIN'],
  ])('stops on %j, naming the variable', (env, variable) => {
    expect(() => parseSiteConfig(env)).toThrow(SiteConfigError);
    expect(() => parseSiteConfig(env)).toThrow(`Invalid environment variable ${variable}`);
  });
});

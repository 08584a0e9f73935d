import { http, HttpResponse } from 'msw';
import { route } from '../services';
import { ACTION_PATTERN, issueRecaptchaToken, SIMULATED_RECAPTCHA_SITE_KEY, siteverify } from './recaptcha-tokens';

/**
 * The recaptcha provider's stand-in (reCAPTCHA v3 API):
 *   GET  /recaptcha/api.js          defines window.grecaptcha { ready, execute(siteKey, { action }) → Promise<token> }
 *   POST /recaptcha/api/execute     what that script calls: form k (site key), action → { token } (CORS: the
 *                                   page is on the storefront's origin); the token is signed here, never in the browser
 *   POST /recaptcha/api/siteverify  form secret, response, remoteip → Google's answer
 * Fault injection (mocks/faults.ts) reaches all three: its handler runs before these.
 */
const CORS = { 'access-control-allow-origin': '*' };

/** The page's host name as Google reports it: from Origin, else Referer. */
function requestingHost(request: Request): string {
  for (const header of ['origin', 'referer']) {
    const value = request.headers.get(header);
    if (!value) continue;
    try {
      return new URL(value).hostname;
    } catch {
      // Not a URL: try the next header.
    }
  }
  return 'localhost';
}

/** The browser half. Plain ES5-safe code: it runs as it is served, without a build. */
function script(executeUrl: string): string {
  // JSON.stringify makes the URL a string literal; escaping '<' keeps it inert in any context.
  const endpoint = JSON.stringify(executeUrl).replace(/</g, '\\u003c');
  return `(function () {
  'use strict';
  if (window.grecaptcha && window.grecaptcha.escapadeSimulator) return;
  var endpoint = ${endpoint};
  window.grecaptcha = {
    escapadeSimulator: true,
    ready: function (callback) { Promise.resolve().then(callback); },
    execute: function (siteKey, options) {
      var body = new URLSearchParams();
      body.set('k', String(siteKey));
      body.set('action', options && options.action ? String(options.action) : '');
      return fetch(endpoint, { method: 'POST', body: body, credentials: 'omit' })
        .then(function (response) {
          if (!response.ok) throw new Error('reCAPTCHA stand-in: execute answered ' + response.status);
          return response.json();
        })
        .then(function (answer) { return answer.token; });
    }
  };
})();
`;
}

async function formOf(request: Request): Promise<URLSearchParams> {
  // Google reads the fields from the POST body or the query string.
  const form = new URLSearchParams(new URL(request.url).search);
  for (const [name, value] of new URLSearchParams(await request.text())) form.set(name, value);
  return form;
}

export const recaptchaHandlers = [
  http.get(route('recaptcha', '/api.js'), ({ request }) => {
    const executeUrl = new URL(request.url);
    executeUrl.pathname = executeUrl.pathname.replace(/\/api\.js$/, '/api/execute');
    executeUrl.search = '';
    return new HttpResponse(script(executeUrl.toString()), {
      headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' },
    });
  }),

  http.options(route('recaptcha', '/api/execute'), () => new HttpResponse(null, { status: 204, headers: { ...CORS, 'access-control-allow-methods': 'POST' } })),

  http.post(route('recaptcha', '/api/execute'), async ({ request }) => {
    const form = await formOf(request);
    const siteKey = form.get('k') ?? '';
    const action = form.get('action') ?? '';
    // Google's script fails the same way for an unknown key ("Invalid site key").
    if (siteKey !== SIMULATED_RECAPTCHA_SITE_KEY) return HttpResponse.json({ error: 'invalid-site-key' }, { status: 400, headers: CORS });
    if (!ACTION_PATTERN.test(action)) return HttpResponse.json({ error: 'invalid-action' }, { status: 400, headers: CORS });
    const token = issueRecaptchaToken({ siteKey, action, hostname: requestingHost(request) });
    return HttpResponse.json({ token }, { headers: { ...CORS, 'cache-control': 'no-store' } });
  }),

  http.post(route('recaptcha', '/api/siteverify'), async ({ request }) => {
    const form = await formOf(request);
    return HttpResponse.json(siteverify({ secret: form.get('secret'), response: form.get('response') }));
  }),
];

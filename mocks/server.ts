import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { getResponse } from 'msw';
import { getCatalogue } from './catalogue';
import { handlers } from './handlers';

/**
 * The travel-API simulator over real HTTP: Next's server-side fetches must hit a real server
 * (MSW does not reliably intercept them). Every request goes through the same MSW handlers
 * the unit tests use.
 */
const port = Number(process.env.SIMULATOR_PORT ?? 4010);
const host = process.env.SIMULATOR_HOST ?? '127.0.0.1';

function toRequest(req: IncomingMessage, signal: AbortSignal): Request {
  const url = `http://${req.headers.host ?? `${host}:${port}`}${req.url ?? '/'}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    duplex: hasBody ? 'half' : undefined,
    signal,
  } as RequestInit);
}

async function writeResponse(response: Response, res: ServerResponse): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => name !== 'set-cookie' && res.setHeader(name, value));
  // Each Set-Cookie is its own header line (setHeader in the loop above would keep only the last one).
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  if (!response.body) {
    res.end();
    return;
  }
  const body = Buffer.from(await response.arrayBuffer());
  res.end(body);
}

const server = createServer(async (req, res) => {
  // A client that gives up (timeout fault) must not leave work running for it.
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  try {
    const response = await getResponse(handlers, toRequest(req, controller.signal));
    if (res.writableEnded || controller.signal.aborted) return;
    if (!response) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'NOT_FOUND', message: `No simulator route for ${req.method} ${req.url}` }));
      return;
    }
    await writeResponse(response, res);
  } catch (error) {
    if (res.headersSent) return res.destroy();
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 'SIMULATOR_ERROR', message: error instanceof Error ? error.message : String(error) }));
  }
});

// Test clients (Playwright's request context, the storefront's fetch) keep idle sockets open and reuse
// them; with Node's 5 s default the server could close a socket just as a client sent on it
// (ECONNRESET in a test). A long keep-alive makes the client, not the server, drop idle sockets.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

const started = performance.now();
const catalogue = getCatalogue();
server.listen(port, host, () => {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Travel-API simulator on http://${host}:${port} (${catalogue.hotels.length} hotels, seed ${catalogue.seed}, today ${catalogue.today}, ready in ${seconds} s)`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    process.exit(0);
  });
}

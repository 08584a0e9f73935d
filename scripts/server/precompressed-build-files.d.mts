// Types of precompressed-build-files.mjs, for the tests that import it.
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface PrecompressedFile {
  type: string;
  br: Buffer;
  gzip: Buffer;
}

export const BUILD_FILES_PATH: string;
export function chooseEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null;
export function precompressBuildFiles(staticFolder: string): Promise<Map<string, PrecompressedFile>>;
export function answerPrecompressed(
  request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>,
  response: Pick<ServerResponse, 'writeHead' | 'end'>,
  files: ReadonlyMap<string, PrecompressedFile>,
  securityHeaders: readonly { key: string; value: string }[],
): boolean;

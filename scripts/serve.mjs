// npm start: serves the demo page, embed.html and dist/ on http://127.0.0.1:8080 (PORT overrides),
// with the strict Content-Security-Policy a course site may set, so the demo proves it works there.
// It answers as a careful static host does: text and WebAssembly compressed (brotli when the browser
// asks for it, else gzip), an ETag and Last-Modified on every file, 304 when the browser's copy is
// still the current one. Files are revalidated on every use (no-cache): dist/ keeps its names from
// build to build, so a long max-age would serve an old build after `npm run build`.
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

export const STRICT_CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  // The widget's catalogs (Project Fluent's format, which has no registered type): text, so that
  // hosts compress them like the rest (en.ftl is 39 KB as it is, 11 KB compressed).
  '.ftl': 'text/plain; charset=utf-8',
};
// Already-compressed formats (png, zip, .h5p) gain nothing from a second compression.
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.wasm', '.json', '.svg', '.txt', '.ftl']);
const ENCODERS = {
  br: (bytes) => brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
  gzip: (bytes) => gzipSync(bytes, { level: 9 }),
};

/**
 * The encoding to send for an Accept-Encoding header: 'br', 'gzip' or null (the file as it is).
 * Brotli wins where both are acceptable; a coding listed with q=0 is refused, and `*` stands for
 * any coding not named.
 */
export function chooseEncoding(acceptEncoding) {
  const weights = new Map();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim().match(/^q=([\d.]+)$/)).find(Boolean);
    weights.set(name, q ? Number(q[1]) : 1);
  }
  const weight = (name) => weights.get(name) ?? weights.get('*') ?? 0;
  return ['br', 'gzip'].find((name) => weight(name) > 0) ?? null;
}

// Compressed copies, made on the first request for each file and encoding and kept while the
// file keeps its size and modification time.
const compressed = new Map();
function encodedBody(file, st, encoding) {
  const key = `${file}\n${encoding}`;
  const kept = compressed.get(key);
  if (kept && kept.mtimeMs === st.mtimeMs && kept.size === st.size) return kept.body;
  const body = ENCODERS[encoding](readFileSync(file));
  compressed.set(key, { mtimeMs: st.mtimeMs, size: st.size, body });
  return body;
}

// Whether the browser's copy (If-None-Match, else If-Modified-Since) is the current one.
function notModified(req, etag, st) {
  const match = req.headers['if-none-match'];
  if (match !== undefined) {
    return match.trim() === '*' || match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
  }
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(st.mtimeMs / 1000) * 1000 <= since;
}

/**
 * Starts a static server. `csp` is the policy header (null for none); `root` the folder served.
 * Resolves to {server, url, close()}. Port 0 picks a free port.
 */
export function startServer({ port = 8080, host = '127.0.0.1', root = projectRoot, csp = STRICT_CSP } = {}) {
  const server = createServer((req, res) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    if (pathname.endsWith('/')) pathname += 'index.html';
    const file = normalize(join(root, pathname));
    if (!file.startsWith(normalize(root) + sep) || pathname.split('/').some((s) => s.startsWith('.'))) {
      res.writeHead(404).end('Not found');
      return;
    }
    let st;
    try {
      st = statSync(file);
    } catch {
      st = null;
    }
    if (!st?.isFile()) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const compressible = COMPRESSIBLE.has(extname(file));
    const encoding = compressible ? chooseEncoding(req.headers['accept-encoding']) : null;
    // One tag per representation: the gzip and brotli bodies are other bytes than the file's.
    const etag = `"${st.size.toString(36)}-${Math.floor(st.mtimeMs).toString(36)}${encoding ? `-${encoding}` : ''}"`;
    const headers = {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
      ETag: etag,
      'Last-Modified': new Date(st.mtimeMs).toUTCString(),
      'X-Content-Type-Options': 'nosniff',
    };
    if (compressible) headers.Vary = 'Accept-Encoding';
    if (csp) headers['Content-Security-Policy'] = csp;
    if (notModified(req, etag, st)) {
      res.writeHead(304, headers).end();
      return;
    }
    const body = encoding ? encodedBody(file, st, encoding) : readFileSync(file);
    if (encoding) headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const url = `http://${host}:${server.address().port}/`;
      resolve({ server, url, close: () => new Promise((r) => server.close(r)) });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 8080);
  const { url } = await startServer({ port });
  console.log(`sinusoidal-pe demo: ${url}  (embed: ${url}embed.html)  Ctrl+C stops`);
}

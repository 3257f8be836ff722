// npm start's server answers as a static host should: compressed bodies a browser can unpack to the
// very bytes on disk, validators that turn a repeat request into a 304, and the strict policy on
// every answer.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { STRICT_CSP, chooseEncoding, startServer } from '../../../scripts/serve.mjs';

let server;
let folder;
const script = `// a module\n${'export const wave = Math.sin(1);\n'.repeat(200)}`;
const picture = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array(300).fill(7)]);

before(async () => {
  folder = mkdtempSync(join(tmpdir(), 'pe-serve-'));
  writeFileSync(join(folder, 'index.html'), '<!doctype html><title>demo</title>');
  writeFileSync(join(folder, 'module.js'), script);
  writeFileSync(join(folder, 'picture.png'), picture);
  server = await startServer({ port: 0, root: folder });
});
after(async () => {
  await server?.close();
  rmSync(folder, { recursive: true, force: true });
});

function get(path, headers = {}, method = 'GET') {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, server.url), { method, headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('which compression the server picks from Accept-Encoding', () => {
  const cases = [
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['identity', null],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['', null],
    [undefined, null],
  ];
  for (const [header, expected] of cases) {
    test(`${JSON.stringify(header)} gets ${expected ?? 'the file as it is'}`, () => {
      assert.equal(chooseEncoding(header), expected);
    });
  }
});

describe('the server of npm start', () => {
  test('sends brotli to a browser that accepts it, and the body unpacks to the file', async () => {
    const res = await get('/module.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-encoding'], 'br');
    assert.equal(res.headers.vary, 'Accept-Encoding');
    assert.equal(Number(res.headers['content-length']), res.body.length);
    assert.ok(res.body.length < script.length / 5, `${res.body.length} bytes for a ${script.length}-byte script`);
    assert.equal(brotliDecompressSync(res.body).toString(), script);
  });

  test('sends gzip when brotli is not accepted', async () => {
    const res = await get('/module.js', { 'Accept-Encoding': 'gzip' });
    assert.equal(res.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(res.body).toString(), script);
  });

  test('sends the file as it is without Accept-Encoding, and never compresses a PNG', async () => {
    const plain = await get('/module.js');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body.toString(), script);
    const png = await get('/picture.png', { 'Accept-Encoding': 'br, gzip' });
    assert.equal(png.headers['content-encoding'], undefined);
    assert.equal(png.headers.vary, undefined);
    assert.deepEqual(png.body, picture);
  });

  test('answers a repeat request with 304 by ETag or by date, and 200 once the file changes', async () => {
    const first = await get('/module.js', { 'Accept-Encoding': 'br' });
    assert.match(first.headers.etag, /^"[0-9a-z]+-[0-9a-z]+-br"$/);
    assert.equal(first.headers['cache-control'], 'no-cache');
    const again = await get('/module.js', { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.etag });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
    // The gzip body is another representation: the brotli tag does not validate it.
    const otherEncoding = await get('/module.js', { 'Accept-Encoding': 'gzip', 'If-None-Match': first.headers.etag });
    assert.equal(otherEncoding.status, 200);
    const byDate = await get('/module.js', { 'If-Modified-Since': first.headers['last-modified'] });
    assert.equal(byDate.status, 304);

    const changed = `${script}// changed\n`;
    writeFileSync(join(folder, 'module.js'), changed);
    utimesSync(join(folder, 'module.js'), new Date(), new Date(Date.now() + 5000));
    const after = await get('/module.js', { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.etag });
    assert.equal(after.status, 200);
    assert.equal(brotliDecompressSync(after.body).toString(), changed, 'the compressed copy follows the file');
    writeFileSync(join(folder, 'module.js'), script);
  });

  test('puts the strict policy, the type and nosniff on every answer, HEAD included', async () => {
    for (const [path, method] of [['/', 'GET'], ['/module.js', 'HEAD'], ['/missing.js', 'GET']]) {
      const res = await get(path, { 'Accept-Encoding': 'gzip' }, method);
      if (res.status === 404) continue;
      assert.equal(res.headers['content-security-policy'], STRICT_CSP, path);
      assert.equal(res.headers['x-content-type-options'], 'nosniff', path);
    }
    const head = await get('/module.js', { 'Accept-Encoding': 'gzip' }, 'HEAD');
    assert.equal(head.status, 200);
    assert.equal(head.body.length, 0);
    assert.equal(head.headers['content-type'], 'text/javascript; charset=utf-8');
    assert.ok(Number(head.headers['content-length']) > 0);
  });

  test('refuses paths outside its folder and hidden files', async () => {
    assert.equal((await get('/../package.json')).status, 404);
    assert.equal((await get('/%2e%2e/package.json')).status, 404);
    assert.equal((await get('/.git/config')).status, 404);
    assert.equal((await get('/%E0%A4%A')).status, 400);
  });
});

test('the project serves dist/ WebAssembly as application/wasm, compressed', async () => {
  const project = await startServer({ port: 0 });
  try {
    const res = await fetch(`${project.url}dist/pe-core-wasm.wasm`, { headers: { 'Accept-Encoding': 'br' } });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/wasm');
    assert.equal(res.headers.get('content-encoding'), 'br');
    // fetch unpacks it: the bytes are the module's.
    const bytes = Buffer.from(await res.arrayBuffer());
    assert.deepEqual(bytes, readFileSync(new URL('../../../dist/pe-core-wasm.wasm', import.meta.url)));
  } finally {
    await project.close();
  }
});

test('the project serves the catalogs as text, compressed', async () => {
  const project = await startServer({ port: 0 });
  try {
    const res = await fetch(`${project.url}dist/en.ftl`, { headers: { 'Accept-Encoding': 'gzip' } });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'text/plain; charset=utf-8');
    assert.equal(res.headers.get('content-encoding'), 'gzip');
    assert.equal(await res.text(), readFileSync(new URL('../../../dist/en.ftl', import.meta.url), 'utf8'));
  } finally {
    await project.close();
  }
});

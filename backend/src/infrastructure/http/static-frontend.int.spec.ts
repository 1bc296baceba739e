import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

describe('serving the built web app', () => {
  let t: TestApp;
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  const startUp = `document.documentElement.dataset.started = 'yes';`;
  const page = `<!doctype html><title>app</title><script>${startUp}</script><p>${'y'.repeat(4000)}</p>`;

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'evisa-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), page);
    writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(page));
    writeFileSync(join(dist, 'assets/app-abc123.js'), script);
    writeFileSync(join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets/app-abc123.js.gz'), gzipSync(script));
    t = await startTestApp({ config: { frontendDist: dist } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends the precompressed brotli file with long-lived caching', async () => {
    const res = await request(t.http).get('/assets/app-abc123.js').set('Accept-Encoding', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.text).toBe(script);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await request(t.http).get('/assets/app-abc123.js').set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(script);
    const plain = await request(t.http).get('/assets/app-abc123.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(script);
  });

  it('answers client-side routes with the single-page app, API paths with JSON', async () => {
    const page = await request(t.http).get('/status?ref=ABC').expect(200);
    expect(page.text).toContain('<title>app</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    await request(t.http).get('/api/unknown').expect(404).expect('Content-Type', /json/);
    await request(t.http).get('/api').expect(404).expect('Content-Type', /json/);
    // Only /api and below is the API: an address that merely starts with the letters is the web app's
    // (here its 404 page, as the app has no page there).
    expect((await request(t.http).get('/apiary').expect(404).expect('Content-Type', /text\/html/)).text).toContain('<title>app</title>');
  });

  it('answers an address the app has no page at with its page and a 404 status', async () => {
    for (const path of ['/no-such-page', '/faq/extra', '/faqs?x=1', '/status/ABC']) {
      const res = await request(t.http).get(path).set('Accept-Encoding', 'gzip, deflate, br').expect(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain(`frame-ancestors 'none'`);
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.text).toBe(page);
    }
    await request(t.http).head('/no-such-page').expect(404);
    for (const path of ['/faq', '/status?ref=X', '/insurance']) {
      const res = await request(t.http).get(path).expect(200);
      expect(res.text).toBe(page);
      expect(res.headers['x-robots-tag']).toBeUndefined();
    }
    // Pages, but no search results: staff tools, diagnostics, payment landings.
    for (const path of ['/admin', '/chat-admin', '/mobile-test', '/debug-payment', '/payment/success?ref=X', '/payment-error']) {
      const res = await request(t.http).get(path).expect(200);
      expect(res.text).toBe(page);
      expect(res.headers['x-robots-tag']).toBe('noindex');
    }
  });

  it('sends a page asked for in other letters or with a trailing slash to its own address, with the query', async () => {
    for (const [asked, own] of [['/FAQ', '/faq'], ['/faq/', '/faq'], ['/Status/?ref=ABC&kind=insurance', '/status?ref=ABC&kind=insurance'], ['/PAYMENT/Success', '/payment/success']]) {
      const res = await request(t.http).get(asked!).expect(301);
      expect(res.headers.location).toBe(own);
    }
    // Only to our own pages: an address that is no page is not redirected anywhere.
    for (const address of ['//evil.example.com/', '/%2Fevil.example.com', '/%2F%2Fevil.example.com/']) {
      const res = await request(t.http).get(address);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.headers.location).toBeUndefined();
    }
  });

  it('sends the page itself precompressed to browsers that accept it, and plain to others', async () => {
    const compressed = await request(t.http).get('/application').set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/text\/html/);
    expect(compressed.headers['cache-control']).toBe('no-cache');
    expect(compressed.text).toBe(page);
    // No gzip sibling was built here: the plain page, not an error.
    for (const encoding of ['gzip', 'identity']) {
      const plain = await request(t.http).get('/').set('Accept-Encoding', encoding).expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.text).toBe(page);
    }
    await request(t.http).get('/assets/missing.js').expect(404);
  });

  it('protects pages and files: only our scripts (the inline start-up one by its hash), no framing, no sniffing', async () => {
    const hash = `'sha256-${createHash('sha256').update(startUp).digest('base64')}'`;
    for (const path of ['/', '/status', '/assets/app-abc123.js']) {
      const res = await request(t.http).get(path).expect(200);
      expect(res.headers['content-security-policy']).toContain(`script-src 'self' ${hash};`);
      expect(res.headers['content-security-policy']).toContain(`frame-ancestors 'none'`);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('answers HEAD for a client-side route like GET, without a body', async () => {
    const res = await request(t.http).head('/status').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text ?? '').toBe('');
  });

  it('keeps JSON answers out of caches and out of pages, errors included; a cacheable route says so itself', async () => {
    for (const res of [await request(t.http).get('/api/applications/NOSUCHNUMBER1234').expect(404), await request(t.http).get('/api/health')]) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-security-policy']).toBe(`default-src 'none'; frame-ancestors 'none'`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
    const countries = await request(t.http).get('/api/countries').expect(200);
    expect(countries.headers['cache-control']).toBe('public, max-age=600');
    const docs = await request(t.http).get('/api/docs').expect(200);
    expect(docs.headers['content-security-policy']).toBe(`frame-ancestors 'none'`);
    expect(docs.headers['x-frame-options']).toBe('DENY');
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { WEB_PAGE_HEADS_FILE } from '@evisa/contracts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

/** index.html as the build writes it: the home page's head, then the app. */
const HOME_TITLE = 'Home | Brand';
const HOME_DESCRIPTION = 'What the home page is about.';
const index = (title: string, description: string) =>
  `<!doctype html><html lang="en"><head><meta charset="UTF-8" />\n    <meta\n      name="description"\n      content="${description}"\n    />\n    <title>${title}</title><script>document.documentElement.dataset.started = 'yes';</script></head><body><p>${'y'.repeat(4000)}</p></body></html>`;
const INDEX = index(HOME_TITLE, HOME_DESCRIPTION);

const HEADS = {
  '/': { title: HOME_TITLE, description: HOME_DESCRIPTION },
  '/faq': { title: 'Questions & answers </title><script>alert(1)</script> | Brand', description: 'Answers about "the e-Visa" & <b>more</b>.' },
  '/requirements': { title: 'Requirements | Brand', description: 'What you need.' },
  '/application': { title: 'Apply | Brand' },
};

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('each page of the web app as served, for crawlers and link previews that run no JavaScript', () => {
  let t: TestApp;

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'evisa-dist-'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(INDEX));
    writeFileSync(join(dist, WEB_PAGE_HEADS_FILE), JSON.stringify(HEADS));
    t = await startTestApp({ config: { frontendDist: dist } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("has the page's own title and description in its head, escaped, the rest of index.html unchanged", async () => {
    const faq = await request(t.http).get('/faq').expect(200);
    expect(faq.headers['content-type']).toBe('text/html; charset=UTF-8');
    expect(headOf(faq.text)).toContain('<title>Questions &amp; answers &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Brand</title>');
    expect(headOf(faq.text)).toContain('content="Answers about &quot;the e-Visa&quot; &amp; &lt;b&gt;more&lt;/b&gt;."');
    expect(faq.text).not.toContain('alert(1)</script>');
    expect(faq.text).not.toContain(HOME_TITLE);
    expect(faq.text).not.toContain(HOME_DESCRIPTION);
    expect(faq.text.split('<title>')).toHaveLength(2);
    expect(faq.text.split('name="description"')).toHaveLength(2);
    expect(faq.text.slice(headOf(faq.text).length)).toBe(INDEX.slice(headOf(INDEX).length));

    const requirements = await request(t.http).get('/requirements?x=1').expect(200);
    expect(headOf(requirements.text)).toContain('<title>Requirements | Brand</title>');
    expect(headOf(requirements.text)).toContain('content="What you need."');
    expect(headOf(requirements.text)).not.toBe(headOf(faq.text));

    // A page without a description of its own keeps index.html's.
    const application = await request(t.http).get('/application').expect(200);
    expect(headOf(application.text)).toContain('<title>Apply | Brand</title>');
    expect(headOf(application.text)).toContain(`content="${HOME_DESCRIPTION}"`);

    // The home page, and a page the build wrote no head for, are index.html as built.
    for (const path of ['/', '/status', '/admin']) expect((await request(t.http).get(path).expect(200)).text).toBe(INDEX);
  });

  it('sends it compressed to browsers that accept it, revalidated (not cached), and answers HEAD and a revalidation without a body', async () => {
    const plain = await request(t.http).get('/faq').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['br;q=0.5, gzip', 'gzip'], ['*', 'gzip']] as const) {
      const res = await request(t.http).get('/faq').set('Accept-Encoding', accept).expect(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain(`frame-ancestors 'none'`);
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(res.text).toBe(plain.text);
    }
    const head = await request(t.http).head('/faq').expect(200);
    expect(head.headers['content-type']).toMatch(/text\/html/);
    expect(head.text ?? '').toBe('');
    const again = await request(t.http).get('/faq').set('If-None-Match', plain.headers.etag!).expect(304);
    expect(again.text ?? '').toBe('');
    expect((await request(t.http).get('/requirements')).headers.etag).not.toBe(plain.headers.etag);
  });

  it('still sends a page asked for in other letters to its own address, and answers an address with no page with a 404', async () => {
    expect((await request(t.http).get('/FAQ/?a=1').expect(301)).headers.location).toBe('/faq?a=1');
    const missing = await request(t.http).get('/faqs').expect(404);
    expect(missing.text).toBe(INDEX);
    expect(missing.headers['x-robots-tag']).toBe('noindex');
    expect((await request(t.http).get('/faq').expect(200)).headers['x-robots-tag']).toBeUndefined();
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { COMPANY, WEB_PAGE_HEADS_FILE } from '@evisa/contracts';
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
  // Pages at two addresses (the site links to /application and /refund), and a noindex page (the build writes none; the server must not name its address).
  '/apply': { title: 'Apply | Brand' },
  '/cancellation-policy': { title: 'Refunds | Brand', description: 'Money back.' },
  '/payment-success': { title: 'Paid | Brand' },
};

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

/** The built web app as the tests' frontendDist. */
function writeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'evisa-dist-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(INDEX));
  writeFileSync(join(dist, WEB_PAGE_HEADS_FILE), JSON.stringify(HEADS));
  return dist;
}

/** The values of the head's `<meta property="…" content="…">` tags, and its canonical link's href. */
function linkTags(html: string): Record<string, string[]> {
  const tags: Record<string, string[]> = {};
  for (const m of headOf(html).matchAll(/<meta property="([^"]+)" content="([^"]*)">|<link rel="(canonical)" href="([^"]*)">/g)) {
    (tags[(m[1] ?? m[3])!] ??= []).push((m[2] ?? m[4])!);
  }
  return tags;
}

describe('each page of the web app as served, for crawlers and link previews that run no JavaScript', () => {
  let t: TestApp;

  beforeAll(async () => {
    // The public base URL as the config leaves it when PUBLIC_BASE_URL is unset: http://localhost:3000.
    t = await startTestApp({ config: { frontendDist: writeDist() } });
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

    // A page the build wrote no head for (a noindex page among them) is index.html as built.
    for (const path of ['/status', '/admin']) expect((await request(t.http).get(path).expect(200)).text).toBe(INDEX);
    const home = await request(t.http).get('/').expect(200);
    expect(headOf(home.text)).toContain(`<title>${HOME_TITLE}</title>`);
    expect(home.text.slice(headOf(home.text).length)).toBe(INDEX.slice(headOf(INDEX).length));
  });

  it('tells link previews the title, description, kind and site by Open Graph, escaped, and with the localhost default names no address', async () => {
    const faq = await request(t.http).get('/faq').expect(200);
    expect(linkTags(faq.text)).toEqual({
      'og:type': ['website'],
      'og:site_name': [COMPANY.brandName],
      'og:title': ['Questions &amp; answers &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Brand'],
      'og:description': ['Answers about &quot;the e-Visa&quot; &amp; &lt;b&gt;more&lt;/b&gt;.'],
    });
    expect(faq.text.split('<script>alert(1)')).toHaveLength(1);
    // Without a description of its own, the page's preview has index.html's, as its meta description.
    expect(linkTags((await request(t.http).get('/application').expect(200)).text)['og:description']).toEqual([HOME_DESCRIPTION]);
    expect(linkTags((await request(t.http).get('/').expect(200)).text)['og:title']).toEqual([HOME_TITLE]);
    for (const path of ['/', '/faq', '/application', '/cancellation-policy']) {
      const html = (await request(t.http).get(path).expect(200)).text;
      expect(html).not.toContain('rel="canonical"');
      expect(html).not.toContain('og:url');
      expect(html).not.toContain('localhost');
    }
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

describe('each page for search results names its public address, once PUBLIC_BASE_URL is set', () => {
  const BASE = 'https://evisa.example.com';
  // Valid for the config (an absolute https address with a path), but with what HTML must escape.
  const HOSTILE_BASE = 'https://evisa.example.com/a"><script>alert(3)</script>&x';
  let site: TestApp;
  let hostile: TestApp;

  beforeAll(async () => {
    const dist = writeDist();
    site = await startTestApp({ config: { frontendDist: dist, publicBaseUrl: BASE } });
    hostile = await startTestApp({ config: { frontendDist: dist, publicBaseUrl: HOSTILE_BASE } });
  });
  afterAll(async () => {
    await site.close();
    await hostile.close();
  });

  it('as rel=canonical and og:url, the page\'s own address without the query, the site\'s linked one for a page at two addresses', async () => {
    for (const [asked, address] of [
      ['/faq', '/faq'],
      ['/requirements?utm_source=mail', '/requirements'],
      ['/', '/'],
      ['/application', '/application'],
      ['/cancellation-policy', '/refund'],
      ['/apply', '/application'],
    ] as const) {
      const tags = linkTags((await request(site.http).get(asked).expect(200)).text);
      expect(tags.canonical).toEqual([`${BASE}${address}`]);
      expect(tags['og:url']).toEqual([`${BASE}${address}`]);
      expect(tags['og:site_name']).toEqual([COMPANY.brandName]);
      expect(tags['og:type']).toEqual(['website']);
    }
    expect(linkTags((await request(site.http).get('/cancellation-policy').expect(200)).text)['og:title']).toEqual(['Refunds | Brand']);
  });

  it('escapes the address as the rest of the head', async () => {
    const faq = await request(hostile.http).get('/faq').expect(200);
    const escaped = 'https://evisa.example.com/a&quot;&gt;&lt;script&gt;alert(3)&lt;/script&gt;&amp;x/faq';
    expect(linkTags(faq.text)).toMatchObject({ canonical: [escaped], 'og:url': [escaped] });
    expect(faq.text).not.toContain('alert(3)</script>');
  });

  it('names none on a noindex page or an address with no page', async () => {
    const paid = await request(site.http).get('/payment-success').expect(200);
    expect(paid.headers['x-robots-tag']).toBe('noindex');
    expect(linkTags(paid.text)).toEqual({ 'og:type': ['website'], 'og:site_name': [COMPANY.brandName], 'og:title': ['Paid | Brand'], 'og:description': [HOME_DESCRIPTION] });
    for (const path of ['/admin', '/payment-error']) {
      const res = await request(site.http).get(path).expect(200);
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.text).toBe(INDEX);
    }
    const missing = await request(site.http).get('/faqs').expect(404);
    expect(missing.text).toBe(INDEX);
    expect(missing.text).not.toContain('evisa.example.com');
  });
});

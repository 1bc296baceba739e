import { describe, expect, it } from '@jest/globals';
import { advertisedBaseUrl, PageDocument } from './web-app-pages.js';

describe('advertisedBaseUrl: the public address a page may name itself by', () => {
  it('is none for a loopback address, the PUBLIC_BASE_URL default among them', () => {
    for (const base of ['http://localhost:3000', 'http://LOCALHOST', 'http://app.localhost:8080', 'http://127.0.0.1:3000', 'http://127.1.2.3', 'http://[::1]:3000', 'http://0.0.0.0:3000', 'not a url']) {
      expect(advertisedBaseUrl(base)).toBeNull();
    }
  });

  it('is none for the same hosts written otherwise: a fully qualified name (trailing dot), an IPv4-mapped IPv6 loopback, the IPv6 any-address', () => {
    for (const base of ['http://localhost.:3000', 'http://app.localhost.', 'http://[::ffff:127.0.0.1]:3000', 'http://[::ffff:7f00:1]', 'http://[0:0:0:0:0:0:0:1]', 'http://[::]:3000', 'http://0:3000']) {
      expect([base, advertisedBaseUrl(base)]).toEqual([base, null]);
    }
  });

  it('is the configured address, path kept and trailing slashes dropped, for any other host', () => {
    expect(advertisedBaseUrl('https://evisa.example.com')).toBe('https://evisa.example.com');
    expect(advertisedBaseUrl('https://evisa.example.com/visa/')).toBe('https://evisa.example.com/visa');
    expect(advertisedBaseUrl('http://10.0.0.5:3000')).toBe('http://10.0.0.5:3000');
    expect(advertisedBaseUrl('https://localhost.example.com')).toBe('https://localhost.example.com');
  });
});

describe('PageDocument: a page sent compressed', () => {
  it('compresses once per encoding and keeps it, but keeps no failure: the next request compresses again', async () => {
    const calls = { br: 0, gzip: 0 };
    const page = new PageDocument(Buffer.from('<html></html>'), {
      br: async (html) => {
        calls.br += 1;
        if (calls.br === 1) throw new Error('compression failed');
        return Buffer.concat([Buffer.from('br:'), html]);
      },
      gzip: async (html) => {
        calls.gzip += 1;
        return Buffer.concat([Buffer.from('gz:'), html]);
      },
    });
    await expect(page.body('br')).rejects.toThrow('compression failed');
    for (let i = 0; i < 3; i++) expect((await page.body('br')).toString()).toBe('br:<html></html>');
    await Promise.all([page.body('gzip'), page.body('gzip')]);
    expect(calls).toEqual({ br: 2, gzip: 1 });
    expect((await page.body(undefined)).toString()).toBe('<html></html>');
  });
});

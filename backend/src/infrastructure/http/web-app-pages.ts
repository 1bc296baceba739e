import { canonicalWebPagePath, COMPANY, WEB_PAGE_HEADS_FILE, webPageAt, type WebPageHead } from '@evisa/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { isApiPath } from './api-path.js';
import { cacheControlFor } from './cache-control.js';
import { isLoopbackAddress } from './trusted-proxies.js';

/** A path whose last segment has an extension names a file. */
const FILE_NAME = /\.[A-Za-z0-9]+$/;

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /(<meta\s+name="description"\s+content=")([^"]*)(")/;

const compressors = {
  br: (html: Buffer) => promisify(brotliCompress)(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (html: Buffer) => promisify(gzip)(html, { level: 9 }),
} as const;
type Encoding = keyof typeof compressors;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The public base URL (PUBLIC_BASE_URL) to name pages by in their heads, or null where it is a
 * loopback address: unset, it is `http://localhost:<port>`, which no search engine or link preview
 * may be sent to, so a page names no address of its own then.
 */
export function advertisedBaseUrl(publicBaseUrl: string): string | null {
  let host: string;
  try {
    // As URL writes it (lower case, IPv4 in dotted form), without an IPv6 literal's brackets or a fully qualified name's final dot.
    host = new URL(publicBaseUrl).hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
  } catch {
    return null;
  }
  // The unspecified addresses (0.0.0.0, ::) reach this machine too when a browser is sent to them.
  const local = host === 'localhost' || host.endsWith('.localhost') || isLoopbackAddress(host) || host === '0.0.0.0' || host === '::';
  return local ? null : publicBaseUrl.replace(/\/+$/, '');
}

/** What a page's head tells link previews besides its title and description. */
export interface PageLinkHead {
  /** The page's absolute address for search results and previews; null for none (noindex, no public address). */
  readonly url: string | null;
}

/**
 * index.html with a page's own title and, if it has one, its description in place of the home
 * page's (escaped). A description is added after the title where index.html has none. Before
 * `</head>`, the same for link previews that read Open Graph (og:title, og:description, og:type,
 * og:site_name: the brand), and, when `link.url` is given, the page's address as rel=canonical
 * and og:url, all escaped.
 */
export function withPageHead(indexHtml: string, head: WebPageHead, link: PageLinkHead): string {
  const title = `<title>${escapeHtml(head.title)}</title>`;
  let html = TITLE.test(indexHtml) ? indexHtml.replace(TITLE, () => title) : indexHtml;
  if (head.description !== undefined) {
    const description = escapeHtml(head.description);
    if (DESCRIPTION.test(html)) html = html.replace(DESCRIPTION, (_match, start: string, _old: string, end: string) => `${start}${description}${end}`);
    else html = html.replace(title, () => `${title}<meta name="description" content="${description}">`);
  }
  // The description as the page now has it: its own, else index.html's (already escaped there).
  const description = DESCRIPTION.exec(html)?.[2];
  const meta = (property: string, content: string) => `<meta property="${property}" content="${content}">`;
  const tags = [
    link.url === null ? '' : `<link rel="canonical" href="${escapeHtml(link.url)}">`,
    meta('og:type', 'website'),
    meta('og:site_name', escapeHtml(COMPANY.brandName)),
    meta('og:title', escapeHtml(head.title)),
    description === undefined ? '' : meta('og:description', description),
    link.url === null ? '' : meta('og:url', escapeHtml(link.url)),
  ];
  return html.replace('</head>', () => `${tags.join('')}</head>`);
}

/** The encoding to send a page in: brotli, else gzip, when the browser accepts it (`*` counts as gzip), else none. */
function acceptedEncoding(header: string | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...parameters] = part.split(';').map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) accepted.set(name === '*' ? 'gzip' : name, Number.isNaN(weight) ? 0 : weight);
  }
  const best = (['br', 'gzip'] as const).filter((encoding) => (accepted.get(encoding) ?? 0) > 0);
  return best.sort((a, b) => accepted.get(b)! - accepted.get(a)!)[0];
}

/** One page's index.html with its own head, compressed once, the first time a browser asks for that encoding. */
export class PageDocument {
  readonly etag: string;
  private readonly compressed = new Map<Encoding, Promise<Buffer>>();

  constructor(
    readonly html: Buffer,
    private readonly compress: Readonly<Record<Encoding, (html: Buffer) => Promise<Buffer>>> = compressors,
  ) {
    this.etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  }

  body(encoding: Encoding | undefined): Promise<Buffer> {
    if (!encoding) return Promise.resolve(this.html);
    const kept = this.compressed.get(encoding);
    if (kept) return kept;
    const compressing = this.compress[encoding](this.html);
    this.compressed.set(encoding, compressing);
    // A failure is not kept (every later request for the page would fail with it): the next one compresses again.
    compressing.catch(() => {
      if (this.compressed.get(encoding) === compressing) this.compressed.delete(encoding);
    });
    return compressing;
  }
}

/**
 * The built web app's answer to an address outside /api that no route or file answers: a single-page
 * app, so any GET (or HEAD) gets index.html (which holds the home page, prerendered, and starts the
 * app on the page asked for). An address the app has no page at gets it too, to show its 404 page,
 * but with a 404 status, so that search engines and link checkers do not take it for a page. A
 * missing file (a name with an extension, e.g. an old asset) is no page: the caller answers it. Staff
 * tools and payment landings are pages but no search results (noindex). A page asked for in other
 * letters or with a trailing slash is sent to its own address, so each page has one (the query kept).
 *
 * Crawlers and link previews that run no JavaScript read the head as sent: each page for search
 * results is sent with its own English title and description (the build's WEB_PAGE_HEADS_FILE, what
 * the page sets once it runs), not the home page's, and again as Open Graph tags, and its public
 * address as rel=canonical and og:url (see `withPageHead`); those copies of index.html are made once,
 * here. Pages without a head there (noindex pages, the 404) are sent index.html as built, which
 * names no address.
 */
export class WebAppPages {
  private constructor(private readonly pages: ReadonlyMap<string, PageDocument>) {}

  /**
   * The web app built into `frontendDist`, or null where there is none (an API-only run). Its pages
   * for search results name their address (canonical, og:url) on `publicBaseUrl`, unless that is a
   * loopback address (the default: see `advertisedBaseUrl`).
   */
  static load(frontendDist: string, publicBaseUrl: string): WebAppPages | null {
    const indexFile = join(frontendDist, 'index.html');
    if (!existsSync(indexFile)) return null;
    const headsFile = join(frontendDist, WEB_PAGE_HEADS_FILE);
    if (!existsSync(headsFile)) return new WebAppPages(new Map());
    const indexHtml = readFileSync(indexFile, 'utf8');
    const heads = JSON.parse(readFileSync(headsFile, 'utf8')) as Record<string, WebPageHead>;
    const baseUrl = advertisedBaseUrl(publicBaseUrl);
    const pages = new Map<string, PageDocument>();
    for (const [path, head] of Object.entries(heads)) {
      const page = webPageAt(path);
      if (page?.path !== path) throw new Error(`${headsFile}: ${path} is no page of the web app`);
      // A page kept out of search results names no address to be found by (a page at two addresses names the one the site links to).
      const url = baseUrl !== null && page.indexed ? baseUrl + canonicalWebPagePath(page.path) : null;
      pages.set(path, new PageDocument(Buffer.from(withPageHead(indexHtml, head, { url }))));
    }
    return new WebAppPages(pages);
  }

  /** Answers the request with a page of the web app (or a redirect to one); false if it asks for none. */
  answer(request: FastifyRequest, reply: FastifyReply): boolean {
    const path = request.url.split('?', 1)[0]!;
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isApiPath(path) || FILE_NAME.test(path)) return false;
    const page = webPageAt(path);
    if (page && page.path !== path) {
      void reply.redirect(page.path + request.url.slice(path.length), 301);
      return true;
    }
    if (!page?.indexed) void reply.header('X-Robots-Tag', 'noindex');
    const document = page && this.pages.get(page.path);
    // The built file, precompressed when the browser accepts it, not cached (sent by the static files plugin).
    if (!document) void reply.status(page ? 200 : 404).sendFile('index.html');
    else void this.send(document, request, reply).catch((error: unknown) => reply.send(error));
    return true;
  }

  private async send(document: PageDocument, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    void reply.header('Content-Type', 'text/html; charset=UTF-8').header('Cache-Control', cacheControlFor('/index.html')).header('Vary', 'Accept-Encoding').header('ETag', document.etag);
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === document.etag)) {
      void reply.status(304).send();
      return;
    }
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (encoding) void reply.header('Content-Encoding', encoding);
    void reply.status(200).send(await document.body(encoding));
  }
}

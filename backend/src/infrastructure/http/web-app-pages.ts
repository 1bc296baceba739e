import { WEB_PAGE_HEADS_FILE, webPageAt, type WebPageHead } from '@evisa/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { isApiPath } from './api-path.js';
import { cacheControlFor } from './cache-control.js';

/** A path whose last segment has an extension names a file. */
const FILE_NAME = /\.[A-Za-z0-9]+$/;

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /(<meta\s+name="description"\s+content=")[^"]*(")/;

const compressors = {
  br: (html: Buffer) => promisify(brotliCompress)(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (html: Buffer) => promisify(gzip)(html, { level: 9 }),
} as const;
type Encoding = keyof typeof compressors;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * index.html with a page's own title and, if it has one, its description in place of the home
 * page's (escaped). A description is added after the title where index.html has none.
 */
export function withPageHead(indexHtml: string, head: WebPageHead): string {
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const html = TITLE.test(indexHtml) ? indexHtml.replace(TITLE, () => title) : indexHtml;
  if (head.description === undefined) return html;
  const description = escapeHtml(head.description);
  if (DESCRIPTION.test(html)) return html.replace(DESCRIPTION, (_match, start: string, end: string) => `${start}${description}${end}`);
  return html.replace(title, () => `${title}<meta name="description" content="${description}">`);
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
class PageDocument {
  readonly etag: string;
  private readonly compressed = new Map<Encoding, Promise<Buffer>>();

  constructor(readonly html: Buffer) {
    this.etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  }

  body(encoding: Encoding | undefined): Promise<Buffer> {
    if (!encoding) return Promise.resolve(this.html);
    let body = this.compressed.get(encoding);
    if (!body) {
      body = compressors[encoding](this.html);
      this.compressed.set(encoding, body);
    }
    return body;
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
 * the page sets once it runs), not the home page's; those copies of index.html are made once, here.
 */
export class WebAppPages {
  private constructor(private readonly pages: ReadonlyMap<string, PageDocument>) {}

  /** The web app built into `frontendDist`, or null where there is none (an API-only run). */
  static load(frontendDist: string): WebAppPages | null {
    const indexFile = join(frontendDist, 'index.html');
    if (!existsSync(indexFile)) return null;
    const headsFile = join(frontendDist, WEB_PAGE_HEADS_FILE);
    if (!existsSync(headsFile)) return new WebAppPages(new Map());
    const indexHtml = readFileSync(indexFile, 'utf8');
    const heads = JSON.parse(readFileSync(headsFile, 'utf8')) as Record<string, WebPageHead>;
    const pages = new Map<string, PageDocument>();
    for (const [path, head] of Object.entries(heads)) {
      if (webPageAt(path)?.path !== path) throw new Error(`${headsFile}: ${path} is no page of the web app`);
      const html = withPageHead(indexHtml, head);
      // The home page's is index.html's own: sent as the built file (precompressed at build time).
      if (html !== indexHtml) pages.set(path, new PageDocument(Buffer.from(html)));
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

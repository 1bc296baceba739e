import { connect, type AddressInfo } from 'node:net';
import type { TestApp } from './test-app.js';

/**
 * Sends only the headers of a request that promises `contentLength` bytes of body, which never
 * follow, and resolves with the answer's status line: proof that the server answered before reading
 * the body. Rejects when no answer comes within 15 s: without an early answer none would come for
 * long (the body never follows; only a request timeout of the server's, if any, would end it), so
 * a generous limit proves as much as a tight one, and a stall of CI's loaded machine cannot fail it.
 */
export async function statusLineForHeadersOnly(t: TestApp, method: string, path: string, contentLength: number): Promise<string> {
  await t.app.listen(0, '127.0.0.1');
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer before the body was sent; got: ${received}`));
    }, 15_000);
    socket.on('data', (chunk) => {
      received += chunk.toString();
      if (received.includes('\r\n\r\n')) {
        clearTimeout(timer);
        socket.destroy();
        resolve(received.split('\r\n')[0]!);
      }
    });
    socket.on('error', reject);
    socket.write(`${method} ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${contentLength}\r\n\r\n`);
  });
}

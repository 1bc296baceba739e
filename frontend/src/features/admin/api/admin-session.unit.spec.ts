/**
 * @jest-environment-options {"url": "https://admin.example.test/admin"}
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { csrfHeaders } from './admin-session';

// Over https, as in production, so that the document may hold a `__Host-` cookie (Secure, Path=/).
const setCookie = (cookie: string) => {
  document.cookie = cookie;
};
const pageSession = { staff: { id: 's1', email: 'a@example.com', name: 'A', role: 'agent' as const }, csrfToken: 'token-the-page-read' };

describe('the CSRF header of staff calls', () => {
  afterEach(() => {
    setCookie('__Host-evisa_csrf=; Path=/; Secure; Max-Age=0');
    setCookie('evisa_csrf=; Path=/; Max-Age=0');
  });

  it('reads the __Host- cookie the server sets when Secure (production), before a plain-named one another host could plant', () => {
    setCookie('evisa_csrf=planted-by-a-sibling; Path=/');
    setCookie('__Host-evisa_csrf=token-of-this-host; Path=/; Secure');
    expect(document.cookie).toContain('__Host-evisa_csrf=token-of-this-host');
    expect(csrfHeaders(pageSession)).toEqual({ 'X-CSRF-Token': 'token-of-this-host' });
  });

  it('reads the plain name the server sets over http (development), and the page copy without either', () => {
    setCookie('evisa_csrf=token-over-http; Path=/');
    expect(csrfHeaders(pageSession)).toEqual({ 'X-CSRF-Token': 'token-over-http' });
    setCookie('evisa_csrf=; Path=/; Max-Age=0');
    expect(csrfHeaders(pageSession)).toEqual({ 'X-CSRF-Token': 'token-the-page-read' });
    expect(csrfHeaders(null)).toEqual({});
  });
});

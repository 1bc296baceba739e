import { describe, expect, it } from '@jest/globals';
import { expiredCookie, readCookie, readCookies, serializeCookie } from './cookies.js';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

describe('staff cookies', () => {
  it('sets a session cookie with its lifetime, HttpOnly, Secure when asked, and SameSite', () => {
    expect(serializeCookie('evisa_session', 'a b', { httpOnly: true, secure: true, sameSite: 'Strict', path: '/', maxAgeMs: 3_600_000 }, NOW)).toBe(
      'evisa_session=a%20b; Path=/; Max-Age=3600; Expires=Mon, 23 Nov 2026 13:00:00 GMT; HttpOnly; Secure; SameSite=Strict',
    );
    expect(serializeCookie('evisa_csrf', 'token', { httpOnly: false, secure: false, sameSite: 'Strict', path: '/' })).toBe('evisa_csrf=token; Path=/; SameSite=Strict');
  });

  it('removes a cookie by sending it empty and already expired, on the same path', () => {
    const removed = expiredCookie('evisa_session', { httpOnly: true, secure: false, sameSite: 'Strict', path: '/' });
    expect(removed).toMatch(/^evisa_session=; Path=\/; Max-Age=0; Expires=/);
    expect(removed).toMatch(/HttpOnly; SameSite=Strict$/);
  });

  it('reads one cookie back from a Cookie header, decoded; malformed or absent is undefined', () => {
    expect(readCookie('a=1; evisa_session=a%20b; c=3', 'evisa_session')).toBe('a b');
    expect(readCookie('evisa_session=%E0%A4%A', 'evisa_session')).toBeUndefined();
    expect(readCookie('other=1', 'evisa_session')).toBeUndefined();
  });

  it('reads every copy of a cookie sent under one name, in order, skipping malformed ones', () => {
    expect(readCookies('d=planted; a=1; d=real', 'd')).toEqual(['planted', 'real']);
    expect(readCookies('d=%E0%A4%A; d=real', 'd')).toEqual(['real']);
    expect(readCookie('d=%E0%A4%A; d=real', 'd')).toBe('real');
    expect(readCookies('other=1', 'd')).toEqual([]);
  });
});

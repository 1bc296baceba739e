import { describe, expect, it } from '@jest/globals';
import { staffCookieNames } from './staff-cookie-names.js';

describe('staff cookie names', () => {
  it('prefixes the Secure cookies: __Host- for the session and CSRF cookies, __Secure- for the path-scoped device cookie', () => {
    expect(staffCookieNames(true)).toEqual({
      secure: true,
      session: '__Host-evisa_session',
      csrf: '__Host-evisa_csrf',
      device: '__Secure-evisa_staff_device',
      retired: { session: 'evisa_session', csrf: 'evisa_csrf', device: 'evisa_staff_device' },
    });
  });

  it('keeps the plain names over http, where a browser would refuse a prefixed cookie, and retires none', () => {
    expect(staffCookieNames(false)).toEqual({ secure: false, session: 'evisa_session', csrf: 'evisa_csrf', device: 'evisa_staff_device', retired: {} });
  });
});

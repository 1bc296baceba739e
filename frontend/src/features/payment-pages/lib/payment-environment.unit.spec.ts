import { describe, expect, it } from '@jest/globals';
import { isDevelopmentHost, paymentEnvironment, showsDevelopmentNotice } from './payment-environment';

describe('payment error page: development-mode rule', () => {
  it('recognises localhost and replit hosts as development', () => {
    for (const host of ['localhost', '127.0.0.1', 'app.localhost', 'my-app.replit.dev', 'x.repl.co.replit.app']) {
      expect(isDevelopmentHost(host)).toBe(true);
    }
    for (const host of ['traveldesk-turkiye.com', 'www.example.org']) expect(isDevelopmentHost(host)).toBe(false);
  });

  it("shows the notice only on a development host and only for 'fetch failed'", () => {
    expect(showsDevelopmentNotice('localhost', 'TypeError: fetch failed')).toBe(true);
    expect(showsDevelopmentNotice('abc.replit.dev', 'request fetch failed (ENOTFOUND)')).toBe(true);
    expect(showsDevelopmentNotice('localhost', 'Card declined')).toBe(false);
    expect(showsDevelopmentNotice('localhost', undefined)).toBe(false);
    expect(showsDevelopmentNotice('traveldesk-turkiye.com', 'TypeError: fetch failed')).toBe(false);
  });

  it('names the environment in the system-status box', () => {
    expect(paymentEnvironment('localhost')).toBe('development');
    expect(paymentEnvironment('traveldesk-turkiye.com')).toBe('production');
  });
});

import { describe, expect, it } from '@jest/globals';
import { isBase64DataUrl } from './data-url.js';

const IMAGES = ['image/jpeg', 'image/png'];
const url = (type: string, body: string) => `data:${type};base64,${body}`;

describe('isBase64DataUrl', () => {
  it('accepts a base64 data URL of an allowed type, with or without padding', () => {
    expect(isBase64DataUrl(url('image/jpeg', '/9j/4AAQ'), IMAGES)).toBe(true);
    expect(isBase64DataUrl(url('image/png', 'iVBORw0K+g=='), IMAGES)).toBe(true);
    expect(isBase64DataUrl(url('image/png', 'iVBORw0Kg='), IMAGES)).toBe(true);
  });

  it('refuses other types, other encodings and a missing or empty body', () => {
    expect(isBase64DataUrl(url('image/gif', 'R0lGOD'), IMAGES)).toBe(false);
    expect(isBase64DataUrl(url('text/plain', 'aGVsbG8='), IMAGES)).toBe(false);
    expect(isBase64DataUrl('data:image/png,iVBORw0K', IMAGES)).toBe(false);
    expect(isBase64DataUrl('data:image/png;base64', IMAGES)).toBe(false);
    expect(isBase64DataUrl(url('image/png', ''), IMAGES)).toBe(false);
    expect(isBase64DataUrl('DATA:image/png;base64,iVBO', IMAGES)).toBe(false);
    expect(isBase64DataUrl(42, IMAGES)).toBe(false);
  });

  it('refuses characters outside base64 and padding anywhere but at the end', () => {
    expect(isBase64DataUrl(url('image/png', 'iVBO Rw0K'), IMAGES)).toBe(false);
    expect(isBase64DataUrl(url('image/png', 'iVBO\nRw0K'), IMAGES)).toBe(false);
    expect(isBase64DataUrl(url('image/png', 'iVBO-Rw0K'), IMAGES)).toBe(false);
    expect(isBase64DataUrl(url('image/png', 'iV=BORw0K'), IMAGES)).toBe(false);
    expect(isBase64DataUrl(url('image/png', 'iVBORw0K==='), IMAGES)).toBe(false);
    expect(isBase64DataUrl(url('image/png', '=='), IMAGES)).toBe(false);
  });

  it('checks a 7 MB photo (a 5 MB image in base64) many times over without running out of stack', () => {
    // 5 MB + 31 bytes of 0x07 in base64 (contracts have no Node types: built as text).
    const photo = url('image/jpeg', 'BwcH'.repeat(Math.ceil((5 * 1024 * 1024 + 31) / 3)));
    const broken = `${photo.slice(0, -10)}!${photo.slice(-9)}`;
    for (let i = 0; i < 20; i++) {
      expect(isBase64DataUrl(photo, IMAGES)).toBe(true);
      expect(isBase64DataUrl(broken, IMAGES)).toBe(false);
    }
  });
});

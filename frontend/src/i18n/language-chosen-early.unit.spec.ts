import { afterEach, describe, expect, it } from '@jest/globals';
import { keepLanguagePickThroughHydration, LANGUAGE_SELECT_ATTRIBUTE } from './language-chosen-early';

afterEach(() => {
  document.body.innerHTML = '';
});

/** The header's prerendered select (English), with a listener standing for React's onChange, registered after start-up's. */
function setUp() {
  const container = document.createElement('div');
  container.innerHTML = `<select ${LANGUAGE_SELECT_ATTRIBUTE}=""><option value="en" selected>English</option><option value="ar">العربية</option></select>`;
  document.body.append(container);
  const select = container.querySelector('select')!;
  keepLanguagePickThroughHydration(container);
  const seenByApp: string[] = [];
  container.addEventListener('change', (event) => seenByApp.push((event.target as HTMLSelectElement).value));
  return { select, seenByApp };
}

describe('a language pick while React adopts the prerendered select', () => {
  it('reaches the app even when hydrating the select (on the input event) put the rendered language back', () => {
    const { select, seenByApp } = setUp();
    select.value = 'ar';
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.value = 'en'; // what React's hydration of a controlled select does
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(seenByApp).toEqual(['ar']);
  });

  it('leaves ordinary picks as they are', () => {
    const { select, seenByApp } = setUp();
    for (const value of ['ar', 'en']) {
      select.value = value;
      select.dispatchEvent(new Event('input', { bubbles: true }));
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    expect(seenByApp).toEqual(['ar', 'en']);
  });
});

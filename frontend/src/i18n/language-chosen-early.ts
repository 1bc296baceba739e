import { LANGUAGE_CODES, type LanguageCode } from '@evisa/contracts';

/** Marks the header's language select, so the start-up code can find it in prerendered markup. */
export const LANGUAGE_SELECT_ATTRIBUTE = 'data-language-select';

/**
 * The language a visitor picked in the prerendered page's native select before the app's code ran
 * (a slow phone can show the page seconds before that). React resets the select to the detected
 * language when it adopts the markup, so without this the choice would silently be lost.
 */
export function languageChosenEarly(container: ParentNode, current: string): LanguageCode | undefined {
  for (const select of container.querySelectorAll<HTMLSelectElement>(`select[${LANGUAGE_SELECT_ATTRIBUTE}]`)) {
    // The markup's own language is the option it was rendered with; only a change from it is a choice.
    const rendered = Array.from(select.options).find((option) => option.defaultSelected)?.value;
    const chosen = LANGUAGE_CODES.find((code) => code === select.value);
    if (chosen && chosen !== rendered && chosen !== current) return chosen;
  }
  return undefined;
}

/**
 * Keeps a pick made while React adopts the prerendered select. The browser sends `input` then
 * `change`; when the select has not been hydrated yet, the `input` event makes React hydrate it at
 * once, which puts the rendered language back, so the `change` event React's onChange then reads
 * carried the old language and the pick was lost (about a third of picks made in the first tenth of
 * a second, longer on a slow phone). Listening on the container in the capture phase, registered
 * before React's own listeners, this puts the picked value back before React reads the `change`.
 */
export function keepLanguagePickThroughHydration(container: HTMLElement): void {
  let picked: string | undefined;
  const isLanguageSelect = (target: EventTarget | null): target is HTMLSelectElement =>
    target instanceof HTMLSelectElement && target.hasAttribute(LANGUAGE_SELECT_ATTRIBUTE);
  container.addEventListener(
    'input',
    (event) => {
      if (isLanguageSelect(event.target)) picked = event.target.value;
    },
    true,
  );
  container.addEventListener(
    'change',
    (event) => {
      if (!isLanguageSelect(event.target)) return;
      if (picked !== undefined && event.target.value !== picked) event.target.value = picked;
      picked = undefined;
    },
    true,
  );
}

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

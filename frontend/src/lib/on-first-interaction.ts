/**
 * What counts as the visitor starting to use the page: a pointer press, a touch, a key, a focus change,
 * or a field's value changing without any of those (autofill, assistive technology).
 */
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input'] as const;

/**
 * Calls `callback` once, in the task after the visitor's first interaction with `target` (so the
 * event itself is handled and painted first). Returns a function that stops waiting.
 *
 * For code a page needs only once the visitor acts: fetched and run then, it does not compete with
 * the page's start-up for the main thread.
 */
export function onFirstInteraction(target: EventTarget, callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopListening = () => {
    for (const type of INTERACTIONS) target.removeEventListener(type, handle, true);
  };
  function handle() {
    stopListening();
    timer = setTimeout(callback, 0);
  }
  for (const type of INTERACTIONS) target.addEventListener(type, handle, { capture: true, passive: true });
  return () => {
    stopListening();
    clearTimeout(timer);
  };
}

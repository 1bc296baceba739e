import { useEffect, useRef, useState } from 'react';
import { TIMINGS } from '@evisa/contracts';
import { panelSearchText } from '../lib/panel-view';

/**
 * The search box over the panel's search. What is typed shows at once (plain local state: no caret
 * jumps); it becomes the panel's search — sent to the server and written to the history entry —
 * once typing has paused for TIMINGS.adminSearchDebounceMs. Debounced rather than written on each
 * keystroke: the server gets one query per pause, not one per letter, and history gets no entry per
 * letter either. The first pause from a list view adds one entry; later ones replace it
 * (PanelView.showSearch), so Back after searching returns to the list as it was before the search,
 * not to 'Y', 'Yo', 'You'.
 *
 * When the panel's search changes without typing (Back, Forward, Log out), the box shows it and
 * anything typed but not yet searched for is dropped. When the box goes away with a pause still
 * running, what was typed is searched for at once if `keepOnUnmount()` says so (the session ended
 * under the panel: signing in again brings it back), and dropped otherwise (Log out, another page).
 */
export function useSearchBox(search: string, showSearch: (text: string) => void, keepOnUnmount: () => boolean): [string, (value: string) => void] {
  const [input, setInput] = useState(search);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // What is typed and waiting for the pause to end.
  const pending = useRef<string | undefined>(undefined);
  // The search this box last wrote (or was shown): its own write coming back is not news.
  const written = useRef(search);
  // The latest showSearch: it writes to the tab open when the pause ends, not when the typing began.
  const latest = useRef({ showSearch, keepOnUnmount });
  useEffect(() => {
    latest.current = { showSearch, keepOnUnmount };
  }, [showSearch, keepOnUnmount]);
  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    clearTimeout(timer.current);
    pending.current = undefined;
    setInput(search);
  }, [search]);

  const write = () => {
    const text = panelSearchText(pending.current);
    pending.current = undefined;
    if (text === written.current) return;
    written.current = text;
    latest.current.showSearch(text);
  };
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (pending.current !== undefined && latest.current.keepOnUnmount()) write();
    },
    // On unmount only; `write` reads nothing but refs.
    [],
  );

  const type = (value: string) => {
    setInput(value);
    pending.current = value;
    clearTimeout(timer.current);
    timer.current = setTimeout(write, TIMINGS.adminSearchDebounceMs);
  };
  return [input, type];
}

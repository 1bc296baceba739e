import { cloneElement, type ReactElement, type ReactNode } from 'react';

const TAG = /<(\w+)>(.*?)<\/\1>/gs;

/**
 * Renders a translated string with simple, non-nested tags (`<strong>…</strong>`, `<official>…</official>`)
 * as React elements, like react-i18next's `<Trans components>` does, without the HTML parser that
 * `Trans` brings into the home page's JavaScript. A tag without a component renders its text only.
 */
export function richText(text: string, components: Record<string, ReactElement>): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const [whole, tag, inner] = match;
    const component = components[tag];
    parts.push(component ? cloneElement(component as ReactElement<{ children?: ReactNode }>, { key: parts.length }, inner) : inner);
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

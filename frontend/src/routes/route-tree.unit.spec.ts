import { describe, expect, it } from '@jest/globals';
import { WEB_PAGE_ALIASES, WEB_PAGE_PATHS } from '@evisa/contracts';
import { routeTree } from './route-tree';

describe('the route table', () => {
  it('has a page at exactly the addresses the server answers 200 for (contracts WEB_PAGE_PATHS)', () => {
    // Every page is a direct child of the root with a path of its own (no nesting, no parameters).
    const children = (routeTree.children ?? []) as ReadonlyArray<{ options: { path?: string } }>;
    const paths = children.map((route) => `/${(route.options.path ?? '').replace(/^\/+|\/+$/g, '')}`);
    expect([...paths].sort()).toEqual([...WEB_PAGE_PATHS].sort());
  });

  it('shows at each second address (contracts WEB_PAGE_ALIASES, which the server names as canonical) the very page of the address it names', () => {
    const children = (routeTree.children ?? []) as ReadonlyArray<{ options: { path?: string; component?: unknown } }>;
    const componentAt = (path: string) => children.find((route) => `/${(route.options.path ?? '').replace(/^\/+|\/+$/g, '')}` === path)?.options.component;
    const aliases = Object.entries(WEB_PAGE_ALIASES);
    expect(aliases.length).toBeGreaterThan(0);
    for (const [alias, canonical] of aliases) {
      expect(componentAt(alias)).toBeDefined();
      expect({ alias, component: componentAt(alias) }).toEqual({ alias, component: componentAt(canonical) });
    }
  });
});

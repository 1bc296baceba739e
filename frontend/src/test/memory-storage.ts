/**
 * A Storage stand-in kept in a Map, for tests of the forms' saved progress: `items` lets a test
 * read what was written without going through the code under test.
 */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

export type MemoryStorage = ReturnType<typeof memoryStorage>;

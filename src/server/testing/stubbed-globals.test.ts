import { describe, expect, it, vi } from 'vitest';

// Test files share a worker and its globals (isolate: false in vitest.config.ts), so a global a
// test stubs must be put back after it, even when the test forgets or fails before its own clean-up.
describe('a global stubbed by a test', () => {
  const realFetch = globalThis.fetch;

  it('is stubbed inside the test (no clean-up here on purpose)', () => {
    vi.stubGlobal('fetch', () => Promise.reject(new Error('stubbed')));
    expect(globalThis.fetch).not.toBe(realFetch);
  });

  it('is the real one again in the next test', () => {
    expect(globalThis.fetch).toBe(realFetch);
  });
});

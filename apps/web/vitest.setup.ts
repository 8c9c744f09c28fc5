import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// No realtime server in unit tests: the shell's socket stays closed (lib/__tests__/realtime.test.ts drives a fake).
vi.mock('socket.io-client', () => {
  const inert = () => ({
    active: false,
    connected: false,
    on() {},
    onAny() {},
    offAny() {},
    removeAllListeners() {},
    connect() {},
    disconnect() {},
  });
  return { io: vi.fn(inert) };
});

// CI machines have 2 cores shared with the browser tests, and pages load on demand (lazy routes): the first
// visit to a page in a run transforms its modules then, which can take seconds. Give async UI that margin.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks what Mantine measures with.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView ??= () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

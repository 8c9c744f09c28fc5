import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installFastComputedStyles } from './src/testing/fastComputedStyle.ts';
import { installFastLabels } from './src/testing/fastLabels.ts';

// Files run one after another in a reused worker (isolate: false): the app's own modules are evaluated afresh
// before each file, as in a new worker, so no module state (socket, caches, session, toasts) and no file's
// mocks carry over.
vi.resetModules();

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
const printDom = getConfig().getElementError;
configure({
  asyncUtilTimeout: 15_000,
  // A findBy/waitFor attempt that fails printed the whole DOM each time, only to be dropped: waitFor adds the
  // DOM to the error it ends with, so its attempts (run with expensive diagnostics off) skip the print.
  getElementError(message, container) {
    if (!(getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics) {
      return printDom(message, container);
    }
    return Object.assign(new Error(message ?? ''), { name: 'TestingLibraryElementError' });
  },
});

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

// Role queries ask for computed styles on every node they name; jsdom's resolves them all each time.
installFastComputedStyles();
// And accessible names ask every labelable element for its labels, which jsdom finds by walking the document twice.
installFastLabels();

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

import { notifications } from '@mantine/notifications';
import { afterEach, vi } from 'vitest';

// The web project reuses its workers and their jsdom window from file to file (`isolate: false`), which
// spares each file a new process, a new window and a fresh import of React, Mantine and the rest. Before
// each file: the app's own modules are evaluated afresh, and the document and storage start as blank as in
// a new window. Mocks stay per file (Vitest keeps one mock registry per test file). Dependencies are not
// re-evaluated: Mantine's notifications store outlives the file, so its toasts are cleared after each test.
vi.resetModules();
vi.useRealTimers();
const root = document.documentElement;
for (const name of root.getAttributeNames()) root.removeAttribute(name);
document.head.replaceChildren();
document.body.replaceChildren();
for (const attrs of [document.head, document.body]) {
  for (const name of attrs.getAttributeNames()) attrs.removeAttribute(name);
}
localStorage.clear();
sessionStorage.clear();

const clearToasts = () => {
  notifications.clean();
  notifications.cleanQueue();
};
clearToasts();
afterEach(clearToasts);

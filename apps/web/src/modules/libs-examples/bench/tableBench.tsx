/**
 * The page of bench/web-table.bench.ts (built by it with Vite, not part of the app): renders and sorts the
 * same 10,000 devices with the DataTable and with a plain HTML table, and times both up to the next paint.
 */
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { theme } from '../../../app/theme.ts';
import { createI18n } from '../../../lib/i18n.ts';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable/index.ts';
import commonEn from '../../../ui/i18n/en.json';
import messagesEn from '../../../ui/i18n/messages/en.json';
import { type ExampleDevice, generateDevices, queryDevices } from '../data.ts';

const ROWS = generateDevices(10_000);
const KEYS = ['name', 'serial', 'type', 'status', 'city', 'battery', 'lastSeen'] as const;
const SORT_KEY = 'serial';
const columns: DataTableColumn<ExampleDevice>[] = KEYS.map((id) => ({ id, header: id }));
const i18n = createI18n({ en: { common: commonEn, messages: messagesEn } }, 'en');

/** Resolves after the browser has painted the current DOM (a frame, then a task after it). */
const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Resolves as soon as `ready()` holds after a DOM change under `root`. */
function whenDom(root: Element, ready: () => boolean): Promise<void> {
  if (ready()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!ready()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { childList: true, subtree: true, characterData: true });
  });
}

async function timed(action: () => void, root: Element, ready: () => boolean): Promise<number> {
  const start = performance.now();
  action();
  await whenDom(root, ready);
  root.getBoundingClientRect(); // layout
  await nextPaint();
  return performance.now() - start;
}

const host = document.getElementById('bench') as HTMLElement;
const firstRowText = () => host.querySelector('tbody tr:not([aria-hidden]) td')?.textContent ?? null;

let root: Root | null = null;

function renderDataTable(): Promise<number> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return timed(
    () => {
      root = createRoot(host);
      root.render(
        <I18nextProvider i18n={i18n}>
          <MantineProvider theme={theme}>
            <QueryClientProvider client={queryClient}>
              <DataTable<ExampleDevice>
                columns={columns}
                fetchPage={async (query) => queryDevices(ROWS, query)}
                defaultPageSize={ROWS.length}
                pageSizes={[ROWS.length]}
                searchKey={false}
                view="rows"
                maxHeight={600}
              />
            </QueryClientProvider>
          </MantineProvider>
        </I18nextProvider>,
      );
    },
    host,
    () => host.querySelector('tbody tr[data-row-id]') !== null,
  );
}

function sortDataTable(): Promise<number> {
  const before = firstRowText();
  const header = [...host.querySelectorAll('th button')].find((button) => button.textContent === SORT_KEY);
  if (!(header instanceof HTMLElement)) throw new Error('no sort button');
  return timed(
    () => header.click(),
    host,
    () => firstRowText() !== before,
  );
}

function renderPlainRows(tbody: HTMLTableSectionElement, rows: readonly ExampleDevice[]) {
  const fragment = document.createDocumentFragment();
  for (const row of rows) {
    const tr = document.createElement('tr');
    for (const key of KEYS) {
      const td = document.createElement('td');
      td.textContent = String(row[key]);
      tr.append(td);
    }
    fragment.append(tr);
  }
  tbody.replaceChildren(fragment);
}

function renderPlain(): Promise<number> {
  return timed(
    () => {
      const table = document.createElement('table');
      const head = table.createTHead().insertRow();
      for (const key of KEYS) {
        const th = document.createElement('th');
        th.textContent = key;
        head.append(th);
      }
      renderPlainRows(table.createTBody(), ROWS);
      host.append(table);
    },
    host,
    () => host.querySelector('tbody tr') !== null,
  );
}

function sortPlain(): Promise<number> {
  const before = firstRowText();
  const tbody = host.querySelector('tbody');
  if (!tbody) throw new Error('no plain table');
  return timed(
    () =>
      renderPlainRows(
        tbody,
        [...ROWS].sort((a, b) => (a[SORT_KEY] < b[SORT_KEY] ? -1 : 1)),
      ),
    host,
    () => firstRowText() !== before,
  );
}

async function clear(): Promise<void> {
  root?.unmount();
  root = null;
  host.replaceChildren();
  await nextPaint();
}

/** Rows in the DOM after a render: all 10,000 for the plain table, the visible slice for the DataTable. */
const rowsInDom = () => host.querySelectorAll('tbody tr:not([aria-hidden])').length;

Object.assign(window, {
  __tableBench: { renderDataTable, sortDataTable, renderPlain, sortPlain, clear, rowsInDom, ready: true },
});

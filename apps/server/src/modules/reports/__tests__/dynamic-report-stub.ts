import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { reports } from '@atrium/contracts';

/**
 * A stand-in for the web app's `dynamic-reports` print view in tests: it draws `__PRINT_DATA__` as a table
 * (title, headers, every row), tells the test what it drew (`seen`: title, language, direction, rows,
 * first row, the chart it was given) and says it is ready.
 */
export async function dynamicReportStub() {
  const seen: {
    title: string;
    lang: string;
    dir: string;
    rows: number;
    first: unknown;
    truncated: boolean;
    chart: reports.ReportChart | null;
  }[] = [];
  const page = `<!doctype html><html><head><meta charset="utf-8"><title>report</title></head><body><script>
const q = new URLSearchParams(location.search);
const d = window.__PRINT_DATA__ || { rows: [], columns: [] };
document.documentElement.dir = d.language === 'ar' ? 'rtl' : 'ltr';
const h = document.createElement('h1'); h.textContent = d.title; document.body.appendChild(h);
const t = document.createElement('table');
const head = t.insertRow(); for (const c of d.columns) head.insertCell().textContent = c.label;
for (const r of d.rows) { const tr = t.insertRow(); for (const c of r) tr.insertCell().textContent = c === null ? '' : String(c); }
document.body.appendChild(t);
fetch('/seen', { method: 'POST', body: JSON.stringify({ title: d.title, lang: q.get('lang'), dir: document.documentElement.dir, rows: d.rows.length, first: d.rows[0] ?? null, truncated: d.truncated, chart: d.chart ?? null }) })
  .then(() => { window.__PRINT_READY__ = true; });
</script></body></html>`;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    if (url.pathname === '/seen') {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        seen.push(JSON.parse(body));
        res.end('ok');
      });
      return;
    }
    const ok = url.pathname === reports.DYNAMIC_REPORT_PRINT_PATH;
    res.writeHead(ok ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(ok ? page : 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

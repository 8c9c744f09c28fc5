import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the web app's print views in tests: `/ready` draws `__PRINT_DATA__` (with Arabic text),
 * reports what it drew to `/seen`, then says it is ready; `/never` never does; `/external` tries to reach
 * another origin first; `/storage` reports what an earlier print left in localStorage or cookies; `/slow`
 * holds a request for 300 ms before it is ready (`peakHolding`: the most pages drawing at once). `seen`
 * holds every report.
 */
export async function printViewStub() {
  const seen: URLSearchParams[] = [];
  const hold = { now: 0, peak: 0 };
  const page = (
    script: string,
  ) => `<!doctype html><html><head><meta charset="utf-8"><title>print</title></head>
<body><h1 id="out"></h1><script>
const q = new URLSearchParams(location.search);
const d = window.__PRINT_DATA__ || {};
document.documentElement.dir = q.get('lang') === 'ar' ? 'rtl' : 'ltr';
document.getElementById('out').textContent = (d.number || '') + ' فاتورة ' + JSON.stringify(d).length;
${script}
</script></body></html>`;
  const report = `fetch('/seen?' + new URLSearchParams({ key: q.get('cacheKey'), lang: q.get('lang'), data: JSON.stringify(d) }))`;
  const pages: Record<string, string> = {
    '/ready': page(`${report}.then(() => { window.__PRINT_READY__ = true; });`),
    '/reports-generator/invoice': page(`${report}.then(() => { window.__PRINT_READY__ = true; });`),
    '/reports-generator/device-report': page(`${report}.then(() => { window.__PRINT_READY__ = true; });`),
    '/reports-generator/fleet-report': page(`${report}.then(() => { window.__PRINT_READY__ = true; });`),
    '/reports-generator/meter-invoice': page(`${report}.then(() => { window.__PRINT_READY__ = true; });`),
    '/never': page(''),
    '/slow': page(`fetch('/hold').then(() => ${report}).then(() => { window.__PRINT_READY__ = true; });`),
    '/storage': page(
      `const before = localStorage.getItem('left') || (document.cookie ? 'cookie' : 'none'); localStorage.setItem('left', d.number); document.cookie = 'left=' + d.number; fetch('/seen?stored=' + before).then(() => { window.__PRINT_READY__ = true; });`,
    ),
    '/external': page(
      `fetch('https://example.com/').then(() => 'reached', () => 'blocked').then((r) => fetch('/seen?external=' + r)).then(() => { window.__PRINT_READY__ = true; });`,
    ),
  };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    if (url.pathname === '/hold') {
      hold.now++;
      hold.peak = Math.max(hold.peak, hold.now);
      setTimeout(() => {
        hold.now--;
        res.end('ok');
      }, 300);
      return;
    }
    if (url.pathname === '/seen') {
      seen.push(url.searchParams);
      res.end('ok');
      return;
    }
    const body = pages[url.pathname];
    res.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    get peakHolding() {
      return hold.peak;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

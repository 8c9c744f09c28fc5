/**
 * sqlmap against a started server (issue 8, part 3): `npm run test:security`.
 *
 * Starts the real server (`src/main.ts`) on a free loopback port with a fresh data directory and the demo
 * seed, signs in, and runs Debian's `sqlmap` (apt-get install sqlmap) on a few list and detail endpoints
 * with the bearer token, every parameter of each. Exits 1 if sqlmap reports an injection point or cannot
 * run. Reports go to $SQLMAP_OUT (default a temporary directory).
 *
 *   SQLMAP_LEVEL=1..5 SQLMAP_RISK=1..3 SQLMAP_TECHNIQUE=BEUST   (defaults 2, 1, BEUST)
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SERVER_DIR = path.resolve(import.meta.dirname, '../../..');
const ADMIN = { email: 'admin@atrium.demo', password: 'Admin#12345' };
const OWNER = { email: 'owner@customer.demo', password: 'Demo#12345' };

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

async function startServer(dataDir: string) {
  const [port, mqttPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      MQTT_PORT: String(mqttPort),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      SEED_ADMIN_EMAIL: ADMIN.email,
      SEED_ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'false',
      // sqlmap sends thousands of sign-ins from one address; the limits have tests of their own.
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
      LOGIN_MAX_FAILURES: '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { baseUrl, child };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not become healthy within 60 s');
}

async function login(baseUrl: string, who: { email: string; password: string }) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  if (!res.ok) throw new Error(`sign-in of ${who.email}: ${res.status}`);
  return ((await res.json()) as { data: { token: string; user: { personalInfo: { companyId: number } } } })
    .data;
}

interface Target {
  name: string;
  url: string;
  token?: string;
  data?: string;
}

function runSqlmap(target: Target, outDir: string) {
  const args = [
    '-u',
    target.url,
    '--batch',
    '--flush-session',
    '--dbms=PostgreSQL',
    `--level=${process.env.SQLMAP_LEVEL ?? 2}`,
    `--risk=${process.env.SQLMAP_RISK ?? 1}`,
    `--technique=${process.env.SQLMAP_TECHNIQUE ?? 'BEUST'}`,
    '--time-sec=2',
    `--output-dir=${outDir}`,
    ...(target.token ? [`--headers=Authorization: Bearer ${target.token}`] : []),
    ...(target.data ? [`--data=${target.data}`, '--headers=Content-Type: application/json'] : []),
  ];
  const started = Date.now();
  const run = spawnSync('sqlmap', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.error) throw run.error;
  const output = `${run.stdout}${run.stderr}`;
  const injectable = /identified the following injection point|is vulnerable|appears to be injectable/i.test(
    output,
  );
  const tested = /do not appear to be injectable|does not seem to be injectable/i.test(output);
  // sqlmap counts the refused probes by status ("418 (I'm a Teapot) - 336 times").
  const refused = [...output.matchAll(/(\d{3}) \([^)]*\) - (\d+) times/g)].map((m) => `${m[1]}×${m[2]}`);
  return { injectable, tested, refused, seconds: Math.round((Date.now() - started) / 1000), output };
}

async function main() {
  if (spawnSync('sqlmap', ['--version']).error) {
    console.error('sqlmap is not installed: apt-get install -y sqlmap (Debian), then run this again.');
    process.exit(1);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-sqlmap-'));
  const outDir = process.env.SQLMAP_OUT ?? path.join(dataDir, 'sqlmap');
  mkdirSync(outDir, { recursive: true });
  let child: ChildProcess | undefined;
  let failed = false;
  try {
    const server = await startServer(dataDir);
    child = server.child;
    const base = `${server.baseUrl}/api`;
    const admin = await login(server.baseUrl, ADMIN);
    const owner = await login(server.baseUrl, OWNER);
    const company = owner.user.personalInfo.companyId;
    // The '*' marks an injection point inside the path.
    const targets: Target[] = [
      {
        name: 'company list',
        token: admin.token,
        url: `${base}/company?nameFilter=Demo&type=Customer&sortBy=name&sortType=asc&limit=10&offset=0`,
      },
      {
        name: 'company users list',
        token: owner.token,
        url: `${base}/company/${company}/user?nameFilter=Own&sort%5Bemail%5D=asc&limit=10`,
      },
      { name: 'company detail', token: owner.token, url: `${base}/company/${company}*/` },
      {
        name: 'service requests list',
        token: owner.token,
        url: `${base}/company/${company}/request?status=sent&direction=sent&limit=10`,
      },
      { name: 'user parameters', token: owner.token, url: `${base}/User/parameter?keys=theme` },
      {
        name: 'sign-in',
        url: `${base}/auth/login?shortTerm=0`,
        data: JSON.stringify({ email: OWNER.email, password: 'wrong' }),
      },
    ];
    const lines = ['| endpoint | refused probes (status×count) | seconds | result |', '|---|---|---|---|'];
    for (const target of targets) {
      const result = runSqlmap(target, outDir);
      const verdict = result.injectable
        ? 'INJECTABLE'
        : result.tested
          ? 'not injectable'
          : 'not tested (see output)';
      if (result.injectable || !result.tested) {
        failed = true;
        console.error(result.output.slice(-4000));
      }
      const refused = result.refused.join(', ') || 'none';
      lines.push(`| ${target.name} | ${refused} | ${result.seconds} | ${verdict} |`);
      console.log(`[sqlmap] ${target.name}: ${verdict} (refused probes ${refused}, ${result.seconds} s)`);
    }
    console.log(`\n${lines.join('\n')}\n\nsqlmap reports: ${outDir}`);
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (!process.env.SQLMAP_OUT) rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

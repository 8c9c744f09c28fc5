import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { system } from '@atrium/contracts';
import { z } from 'zod';

const { HIDEABLE_APPS } = system;
type HideableApp = system.HideableApp;

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
const optionalUrl = (protocols: RegExp) =>
  optionalText.refine((v) => v === undefined || (URL.canParse(v) && protocols.test(new URL(v).protocol)), {
    message: `must be a URL (${protocols.source.replaceAll('\\', '')})`,
  });
/** A Leaflet tile template: absolute http(s) or a path on this server, with {z}, {x} and {y}. */
const tileUrl = optionalText.refine(
  (v) =>
    v === undefined || (/^(https?:\/\/|\/)/.test(v) && ['{z}', '{x}', '{y}'].every((p) => v.includes(p))),
  { message: 'must be a tile URL template with {z}, {x} and {y} (http(s)://… or /…)' },
);
const flag = (fallback: boolean) => z.stringbool().default(fallback);
const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

const hideFlags = Object.fromEntries(
  HIDEABLE_APPS.map((app) => [`HIDE_${app.toUpperCase()}`, flag(false)]),
) as {
  [K in HideableApp as `HIDE_${Uppercase<K>}`]: ReturnType<typeof flag>;
};

/** Every setting of the server, read from the environment once (README lists them). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: port(3000),
  PUBLIC_URL: optionalUrl(/^https?:$/),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:$/),
  REDIS_URL: optionalUrl(/^rediss?:$/),
  MQTT_URL: optionalUrl(/^(mqtts?|wss?|tcp):$/),
  // With MQTT_URL: this process's MQTT client id, stable across its restarts and unique among the servers (unset:
  // atrium-<host name>-<PORT>); how long the broker keeps its session after a crash (messages in flight and queued for
  // it are redelivered when it comes back); the shared-subscription group the servers split the devices' messages in.
  MQTT_CLIENT_ID: optionalText,
  MQTT_SESSION_EXPIRY_SECONDS: z.coerce.number().int().min(0).max(4_294_967_295).default(3600),
  MQTT_SHARE_GROUP: z
    .string()
    .regex(/^[^/+#]+$/, 'must be a name without /, + or #')
    .default('atrium'),
  // Unset: 1883, or the next free port when that one is taken (mqttPortSet below); set: that port or an error.
  MQTT_PORT: port(1883),
  // The embedded broker runs in a worker thread of its own (false: on the main thread, as one thread does all).
  MQTT_BROKER_THREAD: flag(true),
  // Telemetry ingest: readings are written in batches of at most TELEMETRY_BATCH_ROWS, every TELEMETRY_FLUSH_MS;
  // past TELEMETRY_QUEUE_ROWS waiting, devices are slowed down (back-pressure). On PostgreSQL up to
  // TELEMETRY_WRITE_BATCHES batches are written at once (alarms still see them in order). Per device: a sustained rate
  // and a burst, beyond which messages are refused and counted in the device's info log.
  TELEMETRY_FLUSH_MS: z.coerce.number().int().min(5).max(60_000).default(100),
  TELEMETRY_BATCH_ROWS: z.coerce.number().int().min(1).max(50_000).default(5000),
  TELEMETRY_QUEUE_ROWS: z.coerce.number().int().min(1).max(1_000_000).default(20_000),
  TELEMETRY_WRITE_BATCHES: z.coerce.number().int().min(1).max(8).default(2),
  TELEMETRY_DEVICE_RATE_PER_SECOND: z.coerce.number().min(0.01).max(10_000).default(10),
  TELEMETRY_DEVICE_BURST: z.coerce.number().int().min(1).max(100_000).default(20),
  // Readings upkeep (issue 16), hourly: `readings` month partitions created TELEMETRY_PARTITIONS_AHEAD_MONTHS ahead;
  // raw readings kept TELEMETRY_RETENTION_RAW_DAYS (whole months dropped once wholly past it), each rollup level
  // its own days (minute, hour, day). 0: kept for ever.
  TELEMETRY_PARTITIONS_AHEAD_MONTHS: z.coerce.number().int().min(1).max(24).default(2),
  TELEMETRY_RETENTION_RAW_DAYS: z.coerce.number().int().min(0).max(36_500).default(90),
  TELEMETRY_RETENTION_MINUTE_DAYS: z.coerce.number().int().min(0).max(36_500).default(365),
  TELEMETRY_RETENTION_HOUR_DAYS: z.coerce.number().int().min(0).max(36_500).default(0),
  TELEMETRY_RETENTION_DAY_DAYS: z.coerce.number().int().min(0).max(36_500).default(0),
  // Hourly chart points of closed days kept in memory by the statistics, checked against the day rollups on
  // every read (modules/analysis/hour-segments.ts); 0 turns it off.
  STATISTICS_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  // Device commands (Metro Watch): a command the device has not acknowledged within COMMAND_TIMEOUT_MS is
  // expired; one user sends at most COMMAND_BURST at once, refilled at COMMAND_RATE_PER_MINUTE (then 429).
  COMMAND_TIMEOUT_MS: z.coerce.number().int().min(50).max(3_600_000).default(30_000),
  COMMAND_RATE_PER_MINUTE: z.coerce.number().min(1).max(100_000).default(30),
  COMMAND_BURST: z.coerce.number().int().min(1).max(10_000).default(10),
  // Defcon's SIA DC-09 receiver for alarm panels (modules/defcon/sia), TCP and UDP on one port: unset 12128
  // (0 under NODE_ENV=test: a free port); 0 picks a free port. The frame timestamp window is "PAST,FUTURE" seconds
  // (pysiaalarm's 40 behind, 20 ahead) or "off"; one address may send SIA_MAX_FRAMES_PER_SECOND (0: no limit).
  SIA_ENABLED: flag(true),
  SIA_PORT: port(12128),
  SIA_TIME_WINDOW: z
    .string()
    .trim()
    .regex(/^(off|\d{1,5},\d{1,5})$/, 'must be "PAST,FUTURE" seconds (e.g. 40,20) or off')
    .default('40,20')
    .transform((v) => {
      if (v === 'off') return null;
      const [pastSeconds, futureSeconds] = v.split(',').map(Number) as [number, number];
      return { pastSeconds, futureSeconds };
    }),
  SIA_MAX_FRAMES_PER_SECOND: z.coerce.number().min(0).max(100_000).default(50),
  // Fleet's OsmAnd receiver (modules/fleet/osmand): HTTP on its own port, unset 5055 (0 under NODE_ENV=test: a free
  // port), 0 picks a free port. One tracker may post OSMAND_DEVICE_RATE_PER_SECOND positions (burst OSMAND_DEVICE_BURST);
  // more are refused (429) and counted. Positions older than FLEET_POSITIONS_RETENTION_DAYS are deleted (0: kept).
  OSMAND_ENABLED: flag(true),
  OSMAND_PORT: port(5055),
  OSMAND_DEVICE_RATE_PER_SECOND: z.coerce.number().min(0.01).max(10_000).default(2),
  OSMAND_DEVICE_BURST: z.coerce.number().int().min(1).max(100_000).default(20),
  FLEET_POSITIONS_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(365),
  // LoRaWAN integrations (issue 21): one network server may post LORAWAN_INTEGRATION_RATE_PER_SECOND uplinks
  // (burst LORAWAN_INTEGRATION_BURST); more are answered 429 and counted.
  LORAWAN_INTEGRATION_RATE_PER_SECOND: z.coerce.number().min(0.01).max(100_000).default(50),
  LORAWAN_INTEGRATION_BURST: z.coerce.number().int().min(1).max(1_000_000).default(200),
  // Neuron's Frigate ingest (modules/anpr-frigate): a plate read below ANPR_MIN_PLATE_SCORE (0-1) never opens a
  // barrier; one edge box may send ANPR_BOX_RATE_PER_SECOND plate messages (burst ANPR_BOX_BURST), more are refused
  // and counted.
  ANPR_MIN_PLATE_SCORE: z.coerce.number().min(0).max(1).default(0.8),
  ANPR_BOX_RATE_PER_SECOND: z.coerce.number().min(0.01).max(10_000).default(20),
  ANPR_BOX_BURST: z.coerce.number().int().min(1).max(100_000).default(100),
  JWT_SECRET: optionalText,
  JWT_ISSUER: z.string().min(1).default('atrium'),
  JWT_AUDIENCE: z.string().min(1).default('atrium-web'),
  // How long a user's permission keys are cached per server process (0: off); local changes invalidate at once.
  PERMISSIONS_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(5000),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  CORS_ORIGINS: optionalText.transform((v) => (v ? v.split(',').map((o) => o.trim()) : [])),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  JOBS_ENABLED: flag(true),
  WEB_DIST_DIR: optionalText,
  SEED_DEMO: flag(true),
  // The demo devices publish live readings in this process (src/simulator); unset: on in development with demo data.
  SIMULATE: z.stringbool().optional(),
  SEED_ADMIN_EMAIL: z.email().default('admin@atrium.demo'),
  SEED_ADMIN_PASSWORD: z.string().min(8).default('Admin#12345'),
  SMTP_URL: optionalUrl(/^smtps?:$/),
  MAIL_FROM: z.string().min(3).default('Atrium <no-reply@atrium.local>'),
  RATE_LIMIT_NAMESPACE: z.string().min(1).default('atrium-rl:'),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  // Load shedding (kernel/http/pressure.ts): past any threshold requests get 503 OVERLOADED + Retry-After;
  // 0 turns a check off. Requests in flight is the one that trips first on an I/O-bound server.
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().min(0).default(1000),
  PRESSURE_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  PRESSURE_MAX_HEAP_USED_MB: z.coerce.number().int().min(0).default(0),
  PRESSURE_MAX_RSS_MB: z.coerce.number().int().min(0).default(0),
  PRESSURE_MAX_IN_FLIGHT: z.coerce.number().int().min(0).default(200),
  PRESSURE_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).default(5),
  BRAND_NAME: z.string().min(1).default('Atrium'),
  BRAND_LOGO_URL: optionalText,
  BRAND_WEBSITE_URL: optionalUrl(/^https?:$/),
  BRAND_TERMS_URL: optionalUrl(/^https?:$/),
  BRAND_PRIVACY_URL: optionalUrl(/^https?:$/),
  SUPPORT_EMAIL: z.email().optional(),
  SUPPORT_PHONE: optionalText,
  MAP_TILE_URL: tileUrl,
  MAP_TILE_ATTRIBUTION: optionalText,
  // Payments: the offline sandbox provider (test cards) unless a Stripe secret key is set; Stripe needs both keys.
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  // PDFs: the web app's print views printed by headless Chromium (kernel/pdf). The base URL is where Chromium
  // reaches the web app, this server by default.
  PDF_BASE_URL: optionalUrl(/^https?:$/),
  CHROMIUM_PATH: optionalText,
  PDF_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
  // Pages the one warm Chromium prints at once; more wait in a queue.
  PDF_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  ...hideFlags,
});

type Env = z.infer<typeof envSchema>;
export type Config = Omit<Env, 'JWT_SECRET' | 'SIMULATE'> & {
  JWT_SECRET: string;
  hiddenApps: HideableApp[];
  /** MQTT_PORT was given: the embedded broker takes that port or stops the start (unset: 1883 or the next free one). */
  mqttPortSet: boolean;
  /** Whether the demo devices' simulator runs in this process (SIMULATE, else on in development with demo data). */
  SIMULATE: boolean;
};

export class ConfigError extends Error {}

/** Secrets that appear in examples and tutorials: never acceptable in production. */
const WEAK_SECRETS = ['secret', 'changeme', 'change-me', 'jwt-secret', 'your-secret', 'example', 'password'];
const isWeakSecret = (secret: string) =>
  secret.length < 32 || WEAK_SECRETS.some((weak) => secret.toLowerCase().includes(weak));

/** A random secret generated on first start and kept in DATA_DIR, so tokens survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  if (values.JWT_SECRET && values.NODE_ENV === 'production' && isWeakSecret(values.JWT_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  JWT_SECRET: too weak for production (at least 32 random characters, not an example value)',
    );
  }
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    ...values,
    DATA_DIR: dataDir,
    JWT_SECRET: values.JWT_SECRET ?? persistedSecret(dataDir),
    hiddenApps: HIDEABLE_APPS.filter((app) => values[`HIDE_${app.toUpperCase()}` as keyof Env] === true),
    mqttPortSet: (env.MQTT_PORT ?? '').trim() !== '',
    SIA_PORT: (env.SIA_PORT ?? '').trim() === '' && values.NODE_ENV === 'test' ? 0 : values.SIA_PORT,
    OSMAND_PORT: (env.OSMAND_PORT ?? '').trim() === '' && values.NODE_ENV === 'test' ? 0 : values.OSMAND_PORT,
    SIMULATE: values.SIMULATE ?? (values.NODE_ENV === 'development' && values.SEED_DEMO),
  };
}

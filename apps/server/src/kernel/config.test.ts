import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'atrium-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const errorOf = (env: Record<string, string>) => {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return '';
};

describe('configuration', () => {
  test('defaults: port 3000, data in ./data, embedded database, every app shown', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.hiddenApps).toEqual([]);
    expect(config.BRAND_NAME).toBe('Atrium');
    expect(loadConfig({}).DATA_DIR).toBe(path.resolve('./data'));
  });

  test('a bad value stops the start with a message naming the variable', () => {
    expect(errorOf({ PORT: 'eighty' })).toMatch(/PORT/);
    expect(errorOf({ DATABASE_URL: 'mysql://x' })).toMatch(/DATABASE_URL/);
    expect(errorOf({ HIDE_FLEET: 'perhaps' })).toMatch(/HIDE_FLEET/);
    expect(errorOf({ SUPPORT_EMAIL: 'nope' })).toMatch(/SUPPORT_EMAIL/);
    expect(errorOf({ LOG_LEVEL: 'loud' })).toMatch(/LOG_LEVEL/);
  });

  test('A1 HIDE_* flags switch apps off', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      HIDE_FLEET: 'true',
      HIDE_GM: '1',
      HIDE_DEFCON: 'false',
    });
    expect(config.hiddenApps).toEqual(['gm', 'fleet']);
  });

  test('MAP_TILE_URL: no tiles by default; a template needs {z}, {x} and {y}', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).MAP_TILE_URL).toBeUndefined();
    const osm = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
    expect(loadConfig({ DATA_DIR: dataDir(), MAP_TILE_URL: osm }).MAP_TILE_URL).toBe(osm);
    expect(loadConfig({ DATA_DIR: dataDir(), MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' }).MAP_TILE_URL).toBe(
      '/tiles/{z}/{x}/{y}.png',
    );
    expect(errorOf({ MAP_TILE_URL: 'https://tiles.example.com/map.png' })).toMatch(/MAP_TILE_URL/);
    expect(errorOf({ MAP_TILE_URL: 'ftp://tiles.example.com/{z}/{x}/{y}.png' })).toMatch(/MAP_TILE_URL/);
  });

  test('without JWT_SECRET a random secret is generated once and kept in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).JWT_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(loadConfig({ DATA_DIR: dir }).JWT_SECRET).toBe(first);
    const file = path.join(dir, 'jwt-secret');
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  test('a weak or example JWT_SECRET is refused in production, allowed in development', () => {
    expect(errorOf({ NODE_ENV: 'production', JWT_SECRET: 'changeme' })).toMatch(/JWT_SECRET/);
    expect(
      errorOf({ NODE_ENV: 'production', JWT_SECRET: 'your-secret-key-here-your-secret-key-here' }),
    ).toMatch(/JWT_SECRET/);
    expect(errorOf({ NODE_ENV: 'development', JWT_SECRET: 'changeme' })).toBe('');
    expect(errorOf({ NODE_ENV: 'production', JWT_SECRET: 'k3J9x-ZqP0vW2mL8rT5yB7nC4hF6gD1s' })).toBe('');
  });

  test('an explicit JWT_SECRET writes nothing to DATA_DIR', () => {
    const dir = dataDir();
    loadConfig({ DATA_DIR: dir, JWT_SECRET: 'a'.repeat(40) });
    expect(existsSync(path.join(dir, 'jwt-secret'))).toBe(false);
  });
});

describe('first start defaults', () => {
  test('MQTT_PORT: 1883 and free to move when unset; set, that port', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({ MQTT_PORT: 1883, mqttPortSet: false });
    expect(loadConfig({ DATA_DIR: dataDir(), MQTT_PORT: '1883' })).toMatchObject({
      MQTT_PORT: 1883,
      mqttPortSet: true,
    });
  });

  test('SIMULATE: on in development with demo data, off in production, tests, without demo data or when false', () => {
    const simulate = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), ...env }).SIMULATE;
    expect(simulate({})).toBe(true);
    expect(simulate({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toBe(false);
    expect(simulate({ NODE_ENV: 'test' })).toBe(false);
    expect(simulate({ SEED_DEMO: 'false' })).toBe(false);
    expect(simulate({ SIMULATE: 'false' })).toBe(false);
    expect(simulate({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SIMULATE: 'true' })).toBe(true);
    expect(errorOf({ SIMULATE: 'sometimes' })).toMatch(/SIMULATE/);
  });
});

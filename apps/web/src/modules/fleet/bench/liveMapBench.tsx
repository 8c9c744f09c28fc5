/**
 * The page of bench/fleet/live-map.bench.ts (built by it with Vite, not part of the app): the live map and
 * side list of /fleet/vehicles/map-view with 5,000 vehicles around Dubai that all move once a second, their positions
 * arriving as `fleet:position` events through the realtime dispatcher, as the socket hands them over.
 * `run(seconds)` records every frame's time and each redraw of the vehicles' canvas meanwhile.
 */
import '@mantine/core/styles.css';
import type { fleet } from '@atrium/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { theme } from '../../../app/theme.ts';
import { createI18n } from '../../../lib/i18n.ts';
import { dispatchRealtimeEvent, useRealtimeEvent } from '../../../lib/realtime.ts';
import commonEn from '../../../ui/i18n/en.json';
import fleetEn from '../i18n/english.ts';
import '../api/live.ts';
import { LiveFleet } from '../api/liveFleet.ts';
import { LiveFleetView } from '../components/live/LiveFleetView.tsx';
import type { VehicleCanvas } from '../components/live/vehicleCanvas.ts';

const VEHICLES = Number(new URLSearchParams(location.search).get('vehicles') ?? 5000);
const CENTRE = { lat: 25.2, lon: 55.27 };
const i18n = createI18n({ en: { common: commonEn, fleet: fleetEn } }, 'en');

interface Mover {
  lat: number;
  lon: number;
  heading: number;
}

/** Deterministic spread over about 40 × 40 km around the centre. */
function seedVehicles(count: number): { list: fleet.LiveVehicle[]; movers: Mover[] } {
  let state = 12345;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const movers: Mover[] = [];
  const list: fleet.LiveVehicle[] = [];
  const now = new Date().toISOString();
  for (let id = 1; id <= count; id += 1) {
    const mover = {
      lat: CENTRE.lat + (random() - 0.5) * 0.36,
      lon: CENTRE.lon + (random() - 0.5) * 0.4,
      heading: random() * 360,
    };
    movers.push(mover);
    list.push({
      id,
      name: `Vehicle ${String(id).padStart(4, '0')}`,
      plate: `DXB ${10000 + id}`,
      groupId: null,
      suspended: false,
      state: 'moving',
      ts: now,
      lat: mover.lat,
      lon: mover.lon,
      speedKmh: 50,
      heading: mover.heading,
    });
  }
  return { list, movers };
}

const { list, movers } = seedVehicles(VEHICLES);
const store = new LiveFleet();
store.reset(list);
let canvas: VehicleCanvas | null = null;
const redraws: number[] = [];

function Bench() {
  useRealtimeEvent('fleet:position', (event) => {
    store.push(event);
  });
  const version = useSyncExternalStore(
    (listener) => store.subscribe(listener),
    () => store.version,
  );
  const onCanvas = useCallback((layer: VehicleCanvas) => {
    canvas = layer;
    // Every redraw's own time, from the layer's stats.
    const draw = layer.draw.bind(layer);
    layer.draw = () => {
      draw();
      redraws.push(layer.stats.ms);
    };
  }, []);
  return <LiveFleetView store={store} version={version} loaded={list} tiles={null} onCanvas={onCanvas} />;
}

/** Moves every vehicle once a second: a tenth of them every 100 ms, each a few metres along its heading. */
function startTraffic(): () => void {
  let slice = 0;
  const timer = setInterval(() => {
    const ts = new Date().toISOString();
    for (let index = slice; index < movers.length; index += 10) {
      const mover = movers[index] as Mover;
      const radians = (mover.heading * Math.PI) / 180;
      mover.lat += Math.cos(radians) * 0.00012;
      mover.lon += Math.sin(radians) * 0.00012;
      if (Math.random() < 0.02) mover.heading = Math.random() * 360;
      dispatchRealtimeEvent('fleet:position', {
        vehicleId: index + 1,
        deviceId: index + 1,
        ts,
        lat: mover.lat,
        lon: mover.lon,
        speedKmh: 50,
        heading: mover.heading,
        state: index % 7 === 0 ? 'idle' : 'moving',
      } satisfies fleet.PositionEvent);
    }
    slice = (slice + 1) % 10;
  }, 100);
  return () => clearInterval(timer);
}

/** Frame times (ms between animation frames) over `seconds`, with the vehicles moving or still. */
function run(
  seconds: number,
  moving: boolean,
): Promise<{ frames: number[]; redraws: number[]; events: number }> {
  redraws.length = 0;
  const stop = moving ? startTraffic() : () => undefined;
  const frames: number[] = [];
  return new Promise((resolve) => {
    const started = performance.now();
    let last = started;
    const tick = (now: number) => {
      frames.push(now - last);
      last = now;
      if (now - started < seconds * 1000) requestAnimationFrame(tick);
      else {
        stop();
        resolve({ frames, redraws: [...redraws], events: moving ? Math.round(VEHICLES * seconds) : 0 });
      }
    };
    requestAnimationFrame(tick);
  });
}

/** Zooms the map: 11 shows the whole fleet in clusters, 15 a few streets with vehicles one by one. */
function zoom(level: number): Promise<void> {
  canvas?.map.setView([CENTRE.lat, CENTRE.lon], level, { animate: false });
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)));
}

const stats = () => canvas?.stats ?? null;

createRoot(document.getElementById('bench') as HTMLElement).render(
  <I18nextProvider i18n={i18n}>
    <MantineProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <Bench />
      </QueryClientProvider>
    </MantineProvider>
  </I18nextProvider>,
);

Object.assign(window, { __liveMapBench: { run, zoom, stats, vehicles: VEHICLES, ready: true } });

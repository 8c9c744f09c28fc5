import type { fleet } from '@atrium/contracts';
import L from 'leaflet';
import {
  CLUSTER_MAX_ZOOM,
  type Cluster,
  clusterPoints,
  clusterRadius,
  hitTest,
  type ScreenPoint,
} from './clusters.ts';

type LiveVehicle = fleet.LiveVehicle;
type VehicleState = fleet.VehicleState;

/** Vehicles closer than this many pixels share a cluster. */
const CELL_PX = 56;
/** Vehicles just outside the view are drawn too, so a small pan shows no empty edge before the redraw. */
const MARGIN_PX = 64;
const PANE = 'fleetVehicles';

export interface VehicleCanvasOptions {
  colors: Record<VehicleState, string>;
  /** A single vehicle was clicked. */
  onSelect: (id: number) => void;
}

/** What the last redraw drew: the tests and the bench read it. */
export interface DrawStats {
  vehicles: number;
  marks: number;
  ms: number;
}

type Mark = Cluster & { radius: number };

/**
 * Every vehicle of the live map on one canvas in its own pane: thousands of vehicles as one element, not
 * thousands of DOM markers. At each redraw (data, pan, zoom, resize; at most once per frame) the vehicles in
 * view are clustered on a pixel grid and drawn, coloured by state; a click on a cluster zooms into it, on a
 * vehicle selects it. The page's side list is the accessible way to the same vehicles.
 */
export class VehicleCanvas {
  private readonly canvas: HTMLCanvasElement;
  private readonly context: CanvasRenderingContext2D | null;
  private vehicles: readonly LiveVehicle[] = [];
  private visible: ReadonlySet<VehicleState> | null = null;
  private selected: number | null = null;
  private marks: Mark[] = [];
  private frame: number | null = null;
  stats: DrawStats = { vehicles: 0, marks: 0, ms: 0 };

  constructor(
    readonly map: L.Map,
    private readonly options: VehicleCanvasOptions,
  ) {
    const pane = map.getPane(PANE) ?? map.createPane(PANE);
    pane.style.zIndex = '450';
    this.canvas = L.DomUtil.create('canvas', 'fleet-vehicles-canvas', pane);
    this.canvas.setAttribute('aria-hidden', 'true');
    this.canvas.dataset.testid = 'fleet-vehicles-canvas';
    this.context = this.canvas.getContext?.('2d') ?? null;
    map.on('moveend zoomend resize viewreset', this.requestDraw, this);
    map.on('click', this.onClick, this);
    map.on('mousemove', this.onHover, this);
  }

  setVehicles(vehicles: readonly LiveVehicle[]): void {
    this.vehicles = vehicles;
    this.requestDraw();
  }

  /** Only these states are drawn (the legend's filter); null: all. */
  setVisibleStates(states: ReadonlySet<VehicleState> | null): void {
    this.visible = states;
    this.requestDraw();
  }

  setSelected(id: number | null): void {
    this.selected = id;
    this.requestDraw();
  }

  requestDraw(): void {
    if (this.frame !== null) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = null;
      this.draw();
    });
  }

  remove(): void {
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.map.off('moveend zoomend resize viewreset', this.requestDraw, this);
    this.map.off('click', this.onClick, this);
    this.map.off('mousemove', this.onHover, this);
    this.canvas.remove();
  }

  /** Draws now (the bench calls it to time one redraw). */
  draw(): void {
    const started = performance.now();
    const size = this.map.getSize();
    const ratio = window.devicePixelRatio || 1;
    // The pane moves with the map while it is dragged: the canvas is placed at the view's top-left corner.
    L.DomUtil.setPosition(this.canvas, this.map.containerPointToLayerPoint([0, 0]));
    if (this.canvas.width !== size.x * ratio || this.canvas.height !== size.y * ratio) {
      this.canvas.width = size.x * ratio;
      this.canvas.height = size.y * ratio;
      this.canvas.style.width = `${size.x}px`;
      this.canvas.style.height = `${size.y}px`;
    }
    const points = this.pointsInView(size);
    const cell = this.map.getZoom() >= CLUSTER_MAX_ZOOM ? 0 : CELL_PX;
    this.marks = clusterPoints(points, cell).map((cluster) => ({
      ...cluster,
      radius: clusterRadius(cluster.count),
    }));
    const context = this.context;
    if (context) {
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      context.clearRect(0, 0, size.x, size.y);
      for (const mark of this.marks) this.drawMark(context, mark);
    }
    this.stats = { vehicles: points.length, marks: this.marks.length, ms: performance.now() - started };
    this.canvas.dataset.vehicles = String(points.length);
    this.canvas.dataset.marks = String(this.marks.length);
  }

  private pointsInView(size: L.Point): ScreenPoint[] {
    const points: ScreenPoint[] = [];
    for (const vehicle of this.vehicles) {
      if (vehicle.lat === null || vehicle.lon === null) continue;
      if (this.visible && !this.visible.has(vehicle.state)) continue;
      const { x, y } = this.map.latLngToContainerPoint([vehicle.lat, vehicle.lon]);
      if (x < -MARGIN_PX || y < -MARGIN_PX || x > size.x + MARGIN_PX || y > size.y + MARGIN_PX) continue;
      points.push({ id: vehicle.id, x, y, state: vehicle.state });
    }
    return points;
  }

  private drawMark(context: CanvasRenderingContext2D, mark: Mark): void {
    const chosen = this.selected !== null && mark.ids.includes(this.selected);
    context.beginPath();
    context.arc(mark.x, mark.y, mark.radius, 0, Math.PI * 2);
    context.fillStyle = this.options.colors[mark.state];
    context.globalAlpha = mark.count > 1 ? 0.9 : 1;
    context.fill();
    context.globalAlpha = 1;
    context.lineWidth = chosen ? 4 : 2;
    context.strokeStyle = chosen ? '#1c7ed6' : '#ffffff';
    context.stroke();
    if (mark.count > 1) {
      context.fillStyle = '#ffffff';
      context.font = 'bold 12px sans-serif';
      context.textAlign = 'center';
      context.textBaseline = 'middle';
      context.fillText(String(mark.count), mark.x, mark.y);
    }
  }

  private onClick(event: L.LeafletMouseEvent): void {
    const mark = hitTest(this.marks, event.containerPoint.x, event.containerPoint.y);
    if (!mark) return;
    if (mark.count === 1) {
      this.options.onSelect(mark.ids[0] as number);
      return;
    }
    const ids = new Set(mark.ids);
    const members = this.vehicles.filter((vehicle) => ids.has(vehicle.id));
    const bounds = L.latLngBounds(members.map((vehicle) => [vehicle.lat ?? 0, vehicle.lon ?? 0]));
    this.map.fitBounds(bounds, { padding: [48, 48], maxZoom: CLUSTER_MAX_ZOOM });
  }

  private onHover(event: L.LeafletMouseEvent): void {
    const mark = hitTest(this.marks, event.containerPoint.x, event.containerPoint.y);
    this.map.getContainer().style.cursor = mark ? 'pointer' : '';
  }
}

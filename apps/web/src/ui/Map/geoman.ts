import './leafletSetup.ts';
import '@geoman-io/leaflet-geoman-free';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import type { places } from '@atrium/contracts';
import type L from 'leaflet';

/** The toolbar: only the shapes we store (no markers, lines, text, holes or rotation, which turn rectangles into polygons). */
export function toolbarOptions(
  types: readonly places.MapShape['type'][],
  position: L.ControlPosition,
): L.PM.ToolbarOptions {
  return {
    position,
    drawMarker: false,
    drawCircleMarker: false,
    drawPolyline: false,
    drawText: false,
    cutPolygon: false,
    rotateMode: false,
    drawPolygon: types.includes('polygon'),
    drawRectangle: types.includes('rectangle'),
    drawCircle: types.includes('circle'),
    editMode: true,
    dragMode: true,
    removalMode: true,
  };
}

type Translate = (key: string) => string;

/** Geoman's texts from our i18n (it has no Arabic of its own). */
export const geomanTranslations = (t: Translate): L.PM.Translations => ({
  tooltips: {
    firstVertex: t('map.tools.firstVertex'),
    continueLine: t('map.tools.continueLine'),
    finishPoly: t('map.tools.finishPoly'),
    finishRect: t('map.tools.finishRect'),
    startCircle: t('map.tools.startCircle'),
    finishCircle: t('map.tools.finishCircle'),
  },
  actions: {
    finish: t('map.tools.finish'),
    cancel: t('map.tools.cancel'),
    removeLastVertex: t('map.tools.removeLastVertex'),
  },
  buttonTitles: {
    drawPolyButton: t('map.tools.drawPolygon'),
    drawRectButton: t('map.tools.drawRectangle'),
    drawCircleButton: t('map.tools.drawCircle'),
    editButton: t('map.tools.edit'),
    dragButton: t('map.tools.drag'),
    deleteButton: t('map.tools.remove'),
  },
});

/** Geoman's toolbar buttons are links named only by their container's title: each gets it as its name. */
export function nameToolbarButtons(container: HTMLElement) {
  for (const button of container.querySelectorAll<HTMLElement>('.leaflet-buttons-control-button')) {
    const title = button.closest('[title]')?.getAttribute('title');
    if (title) button.setAttribute('aria-label', title);
  }
}

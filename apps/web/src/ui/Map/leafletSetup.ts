import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';

// Leaflet finds its default icon by reading a CSS url next to leaflet.css; bundled (hashed or inlined)
// assets defeat that lookup, so every marker gets the bundled images explicitly.
export const defaultMarkerIcon = L.icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  tooltipAnchor: [16, -28],
  shadowSize: [41, 41],
});
L.Marker.prototype.options.icon = defaultMarkerIcon;

// Geoman is a plain script that extends the global `L`.
(window as Window & { L?: typeof L }).L ??= L;

const customIcons = new Map<string, L.Icon>();

/** The icon of a marker: an image URL (32 px, anchored at its bottom centre), else Leaflet's pin. */
export function markerIcon(url?: string): L.Icon {
  if (!url) return defaultMarkerIcon;
  let icon = customIcons.get(url);
  if (!icon) {
    icon = L.icon({ iconUrl: url, iconSize: [32, 32], iconAnchor: [16, 32], tooltipAnchor: [0, -32] });
    customIcons.set(url, icon);
  }
  return icon;
}

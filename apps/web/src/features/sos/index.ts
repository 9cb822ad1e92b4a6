// What the app composes into other features' screens (the live map).
export { SosMapMarkers } from './components/sos-map-markers.tsx';
export { useOpenSosCount } from './api/sos.ts';

// What the app uses of the GPS feature outside the router's own split points.
export { AdminGpsRoute } from './routes/admin-gps.tsx';
export { PerimeterEditor } from './components/perimeter-editor.tsx';
export { perimeterQueryOptions } from './api/get-perimeter.ts';
export { useMapSettings } from './api/get-map-settings.ts';

// What the app uses of the GPS feature outside the router's own split points.
export { AdminGpsRoute } from './routes/admin-gps.tsx';

// What the app shell uses of the client's portal (its screens load lazily from the route file).
export { useClientCompany } from './api/get-company.ts';

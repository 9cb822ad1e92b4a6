import type { RouteObject } from 'react-router';
import type { ClientScreen } from '../layouts/client-layout.tsx';

/**
 * The portal's shell; its screens are the shell's to load (see client-layout.tsx): the route table, which the staff
 * and field areas' first loads carry too, names one module for the whole portal.
 */
export const loadClientLayout = () => import('../layouts/client-layout.tsx');

const screen = (name: ClientScreen) => () => loadClientLayout().then((m) => m.loadClientScreen(name));

/** Screens under /client (CLIENT), drawn inside the portal's shell. */
export const clientRoutes: RouteObject[] = [
  { index: true, lazy: screen('missions') },
  { path: 'missions/:id', lazy: screen('mission') },
  { path: 'rapports', lazy: screen('reports') },
  { path: 'compte', lazy: screen('account') },
];

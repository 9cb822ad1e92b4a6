import * as MSG from '@secops/domain/messages';
import type { ComponentType } from 'react';
import {
  BellRing,
  Briefcase,
  Building2,
  CalendarDays,
  ClipboardList,
  Clock,
  LayoutDashboard,
  MapPin,
  NotebookPen,
  Package,
  Settings,
  TriangleAlert,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { OpenAlertsBadge } from '../../features/alerts/index.ts';

export type NavEntry = {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Highlighted only on this exact path (the dashboard), not on the paths below it. */
  exact?: boolean;
  /** A live count shown after the label (open alerts), read with it by screen readers. */
  badge?: ComponentType;
};

/** The admin sidebar, in the specification's order. */
export const ADMIN_NAV: readonly NavEntry[] = [
  { label: MSG.navDashboard, to: '/admin', icon: LayoutDashboard, exact: true },
  { label: MSG.navMissions, to: '/admin/missions', icon: Briefcase },
  { label: MSG.navAgents, to: '/admin/agents', icon: Users },
  { label: MSG.navClients, to: '/admin/clients', icon: Building2 },
  { label: MSG.navPlanning, to: '/admin/planning', icon: CalendarDays },
  { label: MSG.navGps, to: '/admin/gps', icon: MapPin },
  { label: MSG.alertsTitle, to: '/admin/alertes', icon: BellRing, badge: OpenAlertsBadge },
  { label: MSG.navAttendance, to: '/admin/pointages', icon: Clock },
  { label: MSG.logbookTitle, to: '/admin/main-courante', icon: NotebookPen },
  { label: MSG.navIncidents, to: '/admin/incidents', icon: TriangleAlert },
  { label: MSG.navEquipment, to: '/admin/equipment', icon: Package },
  { label: MSG.navChecklistTemplates, to: '/admin/checklists/templates', icon: ClipboardList },
  { label: MSG.navSettings, to: '/admin/settings', icon: Settings },
];

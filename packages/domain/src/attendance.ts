import { z } from 'zod';

export const ATTENDANCE_STATUSES = ['PENDING', 'STARTED', 'OVERTIME', 'COMPLETED'] as const;
export const AttendanceStatusSchema = z.enum(ATTENDANCE_STATUSES);
export type AttendanceStatus = z.infer<typeof AttendanceStatusSchema>;

export const ATTENDANCE_STATUS_LABELS: Record<AttendanceStatus, string> = {
  PENDING: 'En attente',
  STARTED: 'En cours',
  OVERTIME: 'Heures sup',
  COMPLETED: 'Terminé',
};

import { useSessionUser } from '../../auth/index.ts';
import { useShiftAlert } from '../hooks/use-shift-alert.ts';

/** The shift alert of the field area, mounted once in its shell; it draws nothing itself (toasts do). */
export function ShiftAlert() {
  useShiftAlert(useSessionUser()?.agent?.id ?? null);
  return null;
}

import { SOS_HOLD_MS, SOS_TAP_WINDOW_MS, SOS_TAPS } from '@secops/domain/sos-rules';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Fires `onFire` after the button is held SOS_HOLD_MS (pointer, or Enter/Space kept down) or pressed SOS_TAPS times
 * within SOS_TAP_WINDOW_MS, so that a pocket or a brush does not raise an alert. Answers the handlers to spread on
 * the button and whether it is being held (for the progress ring).
 */
export function useSosTrigger(onFire: () => void) {
  const [holding, setHolding] = useState(false);
  const holdTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const taps = useRef<number[]>([]);

  const release = useCallback(() => {
    clearTimeout(holdTimer.current);
    setHolding(false);
  }, []);
  const fire = useCallback(() => {
    release();
    taps.current = [];
    onFire();
  }, [onFire, release]);
  const press = useCallback(() => {
    clearTimeout(holdTimer.current);
    setHolding(true);
    holdTimer.current = setTimeout(fire, SOS_HOLD_MS);
  }, [fire]);
  const tap = useCallback(() => {
    const now = Date.now();
    taps.current = [...taps.current.filter((t) => now - t < SOS_TAP_WINDOW_MS), now];
    if (taps.current.length >= SOS_TAPS) fire();
  }, [fire]);

  useEffect(() => () => clearTimeout(holdTimer.current), []);

  return {
    holding,
    handlers: {
      onPointerDown: press,
      onPointerUp: release,
      onPointerLeave: release,
      onPointerCancel: release,
      onClick: tap,
      onKeyDown: (event: React.KeyboardEvent) => {
        if ((event.key === 'Enter' || event.key === ' ') && !event.repeat) press();
      },
      onKeyUp: (event: React.KeyboardEvent) => {
        if (event.key === 'Enter' || event.key === ' ') release();
      },
      onContextMenu: (event: React.MouseEvent) => event.preventDefault(),
    },
  };
}

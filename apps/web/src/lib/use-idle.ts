import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle.ts';

/** False until the browser is idle after the component's first paint: what it gates loads after the first screen. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}

import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { takeTagPath } from '../utils/tag-return.ts';

/** Back to the tag's page the guard opened before signing in (Mes Missions is where signing in lands). */
export function useTagReturn(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const path = takeTagPath();
    if (path) void navigate(path, { replace: true });
  }, [navigate]);
}

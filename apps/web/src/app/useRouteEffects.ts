import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { captureAttribution } from '../shared/attribution.ts';
import { renewOnLeave } from '../shared/auth/renewal.ts';

/** On every location change: keep attribution query values, and renew the token when it is close to expiry (spec §4). */
export function useRouteEffects(): void {
  const { key, search } = useLocation();
  useEffect(() => {
    captureAttribution(search);
    void renewOnLeave();
  }, [key, search]);
}

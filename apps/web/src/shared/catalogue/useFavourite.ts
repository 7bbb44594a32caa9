import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/authState.ts';
import { phoneLoginPath } from '../locate.ts';
import { currentPath, navigateTo } from '../navigation.ts';
import { useDevice, useLang } from '../hooks/useLang.ts';
import { addFavourite } from './api/addFavourite.ts';
import { removeFavourite } from './api/removeFavourite.ts';
import { catalogueRoot } from './keys.ts';
import type { FavouriteTarget } from './types.ts';

export interface FavouriteToggle {
  favourite: boolean;
  busy: boolean;
  toggle(): Promise<void>;
}

/**
 * Collect / remove (spec §4 favourite toggle). The flag flips at once and settles on the server's answer; a failure
 * (already toasted by the client) puts it back. A visitor is sent to log in and comes back to this page.
 * Every catalogue answer carries `favourite`, so they are refreshed after a change.
 */
export function useFavourite(targetType: FavouriteTarget, targetId: string, initial: boolean): FavouriteToggle {
  const { loggedIn } = useAuth();
  const device = useDevice();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [override, setOverride] = useState<{ id: string; value: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const favourite = override && override.id === targetId ? override.value : initial;

  const toggle = async () => {
    if (!loggedIn) {
      navigateTo(phoneLoginPath(device, lang, currentPath()));
      return;
    }
    if (busy) return;
    const next = !favourite;
    setBusy(true);
    setOverride({ id: targetId, value: next });
    try {
      const answer = next ? await addFavourite(targetType, targetId) : await removeFavourite(targetType, targetId);
      setOverride({ id: targetId, value: answer.favourite });
      await queryClient.invalidateQueries({ queryKey: catalogueRoot });
    } catch {
      setOverride({ id: targetId, value: !next });
    } finally {
      setBusy(false);
    }
  };
  return { favourite, busy, toggle };
}

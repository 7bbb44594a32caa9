import { useAuth } from '../auth/authState.ts';

/**
 * Query keys of the catalogue. Answers differ per viewer (favourite, subscribed, entitled), so every key carries who
 * is asking: logging in or out never shows the previous viewer's flags. Favourite changes invalidate `catalogueRoot`.
 */
export const catalogueRoot = ['catalogue'] as const;

export function useViewer(): string {
  const { loggedIn, user } = useAuth();
  return loggedIn ? `user:${user?.id ?? '?'}` : 'visitor';
}

export const catalogueKey = (viewer: string, ...parts: Array<string | number | null | undefined>) => ['catalogue', viewer, ...parts] as const;

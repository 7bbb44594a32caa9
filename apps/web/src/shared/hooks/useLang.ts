import { useLocation } from 'react-router';
import type { Lang } from '@lexbridge/contract/constants';
import type { Device } from '@lexbridge/contract/routes';
import { locate } from '../locate.ts';

/** The page language, from the URL (`/en/...`, `/m/en/...`). */
export function useLang(): Lang {
  return locate(useLocation().pathname).lang;
}

/** Which site the page belongs to: `pc` (desktop) or `mobile`. */
export function useDevice(): Device {
  return locate(useLocation().pathname).device;
}

import type { DeviceName } from '../harness/browser.ts';
import { desktopFlows } from './desktop.ts';
import type { AuthFlows } from './types.ts';

export type { AuthFlows, Journey } from './types.ts';

const FLOWS: Partial<Record<DeviceName, AuthFlows>> = { desktop: desktopFlows };

/** The account flows of a device, or undefined while its pages do not exist yet. */
export function flowsFor(device: DeviceName): AuthFlows | undefined {
  return FLOWS[device];
}

import type { DeviceName } from '../harness/browser.ts';
import { desktopFlows, mobileFlows } from './account-flows.ts';
import type { AuthFlows } from './types.ts';

export type { AuthFlows, Journey } from './types.ts';

const FLOWS: Record<DeviceName, AuthFlows> = { desktop: desktopFlows, phone: mobileFlows };

export function flowsFor(device: DeviceName): AuthFlows {
  return FLOWS[device];
}

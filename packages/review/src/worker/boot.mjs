// Worker entry: worker threads do not inherit the parent's TypeScript loader, so the worker registers it itself.
import { register } from 'tsx/esm/api';

register();
await import('./job.ts');

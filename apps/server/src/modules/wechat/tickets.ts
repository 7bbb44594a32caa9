import { createHash, randomBytes } from 'node:crypto';

/** A bearer secret handed to the browser; only its hash is stored, so a database leak does not leak live secrets. */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

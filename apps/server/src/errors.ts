import { ErrorCodes, type ErrorName } from '@lexbridge/contract';

/** A business error: services throw it, the error plugin turns it into the envelope. Never an HTTP object. */
export class AppError extends Error {
  readonly code: number;
  constructor(
    name: ErrorName | number,
    readonly params: Record<string, string | number> = {},
    readonly datas: unknown = null,
  ) {
    const code = typeof name === 'number' ? name : ErrorCodes[name];
    super(`AppError ${code}`);
    this.code = code;
  }
}

export type Node =
  | { k: 'lit'; v: unknown; pos: number }
  | { k: 'id'; name: string; pos: number }
  | { k: 'member'; obj: Node; name: string; pos: number }
  | { k: 'index'; obj: Node; index: Node; pos: number }
  | { k: 'call'; fn: string; args: Node[]; pos: number }
  | { k: 'list'; items: Node[]; pos: number }
  | { k: 'unary'; op: '-' | 'not'; arg: Node; pos: number }
  | { k: 'bin'; op: string; left: Node; right: Node; pos: number };

/** An error a template author can act on: the message says what, `pos` says where (0-based). */
export class ExprError extends Error {
  constructor(
    message: string,
    readonly source: string,
    readonly pos: number,
  ) {
    super(`${message} at position ${pos + 1} in "${source}"`);
    this.name = 'ExprError';
  }
}

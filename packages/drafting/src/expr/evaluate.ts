import { ExprError, type Node } from './ast.ts';
import { parseExpr } from './parse.ts';
import { FUNCTIONS, isBlank, num } from './functions.ts';

/** Looks a root name up: an answer, a computed value, or a repeat variable. */
export type Scope = (name: string) => unknown;

export interface Compiled {
  source: string;
  ast: Node;
  run(scope: Scope): unknown;
}

function get(obj: unknown, key: string | number): unknown {
  if (obj === null || obj === undefined) return null;
  // A member of a list maps over its items: `instalments.amount` is every instalment's amount.
  if (Array.isArray(obj) && typeof key === 'string') return obj.map((o) => get(o, key));
  if (typeof obj !== 'object') return null;
  const v = (obj as Record<string | number, unknown>)[key];
  return v === undefined ? null : v;
}

function same(a: unknown, b: unknown): boolean {
  if (a && typeof a === 'object' && 'amount' in a) a = num(a);
  if (b && typeof b === 'object' && 'amount' in b) b = num(b);
  if (isBlank(a) && isBlank(b)) return true;
  return a === b;
}

function order(a: unknown, b: unknown): number | null {
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  const x = num(a);
  const y = num(b);
  if (x === null || y === null) return null;
  return x - y;
}

function ev(n: Node, scope: Scope, src: string): unknown {
  switch (n.k) {
    case 'lit':
      return n.v;
    case 'id': {
      const v = scope(n.name);
      return v === undefined ? null : v;
    }
    case 'member':
      return get(ev(n.obj, scope, src), n.name);
    case 'index': {
      const i = ev(n.index, scope, src);
      return get(ev(n.obj, scope, src), typeof i === 'number' ? i : String(i));
    }
    case 'list':
      return n.items.map((i) => ev(i, scope, src));
    case 'call': {
      if (n.fn === 'if') {
        return ev(n.args[0], scope, src) ? ev(n.args[1], scope, src) : n.args[2] ? ev(n.args[2], scope, src) : null;
      }
      return FUNCTIONS[n.fn](...n.args.map((a) => ev(a, scope, src)));
    }
    case 'unary': {
      const v = ev(n.arg, scope, src);
      if (n.op === 'not') return !v;
      const x = num(v);
      return x === null ? null : -x;
    }
    case 'bin': {
      if (n.op === 'and') return Boolean(ev(n.left, scope, src)) && Boolean(ev(n.right, scope, src));
      if (n.op === 'or') return Boolean(ev(n.left, scope, src)) || Boolean(ev(n.right, scope, src));
      const l = ev(n.left, scope, src);
      const r = ev(n.right, scope, src);
      switch (n.op) {
        case '==': return same(l, r);
        case '!=': return !same(l, r);
        case '<': { const o = order(l, r); return o !== null && o < 0; }
        case '<=': { const o = order(l, r); return o !== null && o <= 0; }
        case '>': { const o = order(l, r); return o !== null && o > 0; }
        case '>=': { const o = order(l, r); return o !== null && o >= 0; }
        case 'in':
          if (Array.isArray(r)) return r.some((x) => same(x, l));
          return typeof r === 'string' && typeof l === 'string' && r.includes(l);
        case '+':
          if (typeof l === 'string' && typeof r === 'string') return l + r;
        // falls through
        default: {
          const x = num(l);
          const y = num(r);
          if (x === null || y === null) return null;
          if (n.op === '+') return x + y;
          if (n.op === '-') return x - y;
          if (n.op === '*') return x * y;
          if (n.op === '/') return y === 0 ? null : x / y;
          if (n.op === '%') return y === 0 ? null : x % y;
          throw new ExprError(`unknown operator ${n.op}`, src, n.pos);
        }
      }
    }
  }
}

function checkCalls(n: Node, src: string): void {
  if (n.k === 'call' && !(n.fn in FUNCTIONS)) throw new ExprError(`unknown function "${n.fn}"`, src, n.pos);
  for (const c of children(n)) checkCalls(c, src);
}

export function children(n: Node): Node[] {
  switch (n.k) {
    case 'member': return [n.obj];
    case 'index': return [n.obj, n.index];
    case 'call': return n.args;
    case 'list': return n.items;
    case 'unary': return [n.arg];
    case 'bin': return [n.left, n.right];
    default: return [];
  }
}

const cache = new Map<string, Compiled>();

/** Parse once (cached by source), evaluate many times. Throws ExprError with the position. */
/** Called with every evaluated expression and its result while set; tests use it to prove condition coverage. */
let tracer: ((source: string, value: unknown) => void) | null = null;
export function traceEvaluations(fn: ((source: string, value: unknown) => void) | null): void {
  tracer = fn;
}

export function compile(source: string): Compiled {
  const hit = cache.get(source);
  if (hit) return hit;
  const ast = parseExpr(source);
  checkCalls(ast, source);
  const c: Compiled = {
    source,
    ast,
    run: (scope) => {
      const v = ev(ast, scope, source);
      if (tracer) tracer(source, v);
      return v;
    },
  };
  cache.set(source, c);
  return c;
}

/** Root paths an expression reads, e.g. `seller.name`, `instalments.amount`, `item.amount`. */
export function references(ast: Node): string[] {
  const out: string[] = [];
  const path = (n: Node): string | null => {
    if (n.k === 'id') return n.name;
    if (n.k === 'member') { const p = path(n.obj); return p === null ? null : `${p}.${n.name}`; }
    if (n.k === 'index') return path(n.obj);
    return null;
  };
  const walk = (n: Node) => {
    const p = n.k === 'id' || n.k === 'member' ? path(n) : null;
    if (p !== null) { out.push(p); if (n.k === 'member') return; return; }
    if (n.k === 'index') { const q = path(n.obj); if (q !== null) out.push(q); else walk(n.obj); walk(n.index); return; }
    children(n).forEach(walk);
  };
  walk(ast);
  return out;
}

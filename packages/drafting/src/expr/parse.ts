import { ExprError, type Node } from './ast.ts';

/**
 * Recursive-descent parser of the condition language. Precedence, loosest first:
 * or, and, not, comparison (== != < <= > >= in), + -, * / %, unary -, member/index/call.
 */
type Tok = { t: 'num' | 'str' | 'id' | 'op' | 'end'; v: string; pos: number };

const OPS = ['==', '!=', '<=', '>=', '&&', '||', '<', '>', '+', '-', '*', '/', '%', '(', ')', '[', ']', ',', '.', '!'];

function lex(src: string): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (/\s/.test(c)) { i++; continue; }
    if (/[0-9]/.test(c)) {
      const m = /^[0-9]+(\.[0-9]+)?/.exec(src.slice(i))!;
      out.push({ t: 'num', v: m[0], pos: i });
      i += m[0].length;
      continue;
    }
    if (c === '"' || c === "'") {
      let j = i + 1;
      let s = '';
      while (j < src.length && src[j] !== c) {
        if (src[j] === '\\' && j + 1 < src.length) j++;
        s += src[j++];
      }
      if (j >= src.length) throw new ExprError('unterminated string', src, i);
      out.push({ t: 'str', v: s, pos: i });
      i = j + 1;
      continue;
    }
    if (/[A-Za-z_$]/.test(c)) {
      const m = /^[A-Za-z_$][A-Za-z0-9_$]*/.exec(src.slice(i))!;
      out.push({ t: 'id', v: m[0], pos: i });
      i += m[0].length;
      continue;
    }
    const op = OPS.find((o) => src.startsWith(o, i));
    if (!op) throw new ExprError(`unexpected character "${c}"`, src, i);
    out.push({ t: 'op', v: op, pos: i });
    i += op.length;
  }
  out.push({ t: 'end', v: '', pos: src.length });
  return out;
}

const KEYWORDS = new Set(['and', 'or', 'not', 'in', 'true', 'false', 'null']);

export function parseExpr(src: string): Node {
  const toks = lex(src);
  let p = 0;
  const peek = () => toks[p];
  const isOp = (v: string) => peek().t === 'op' && peek().v === v;
  const isKw = (v: string) => peek().t === 'id' && peek().v === v;
  const expect = (v: string) => {
    if (!isOp(v)) throw new ExprError(`expected "${v}"`, src, peek().pos);
    p++;
  };

  function or(): Node {
    let left = and();
    while (isKw('or') || isOp('||')) {
      const pos = toks[p++].pos;
      left = { k: 'bin', op: 'or', left, right: and(), pos };
    }
    return left;
  }
  function and(): Node {
    let left = not();
    while (isKw('and') || isOp('&&')) {
      const pos = toks[p++].pos;
      left = { k: 'bin', op: 'and', left, right: not(), pos };
    }
    return left;
  }
  function not(): Node {
    if (isKw('not') || isOp('!')) {
      const pos = toks[p++].pos;
      return { k: 'unary', op: 'not', arg: not(), pos };
    }
    return cmp();
  }
  function cmp(): Node {
    const left = add();
    const tk = peek();
    if ((tk.t === 'op' && ['==', '!=', '<', '<=', '>', '>='].includes(tk.v)) || isKw('in')) {
      p++;
      return { k: 'bin', op: tk.v, left, right: add(), pos: tk.pos };
    }
    return left;
  }
  function add(): Node {
    let left = mul();
    while (isOp('+') || isOp('-')) {
      const tk = toks[p++];
      left = { k: 'bin', op: tk.v, left, right: mul(), pos: tk.pos };
    }
    return left;
  }
  function mul(): Node {
    let left = unary();
    while (isOp('*') || isOp('/') || isOp('%')) {
      const tk = toks[p++];
      left = { k: 'bin', op: tk.v, left, right: unary(), pos: tk.pos };
    }
    return left;
  }
  function unary(): Node {
    if (isOp('-')) {
      const pos = toks[p++].pos;
      return { k: 'unary', op: '-', arg: unary(), pos };
    }
    return postfix();
  }
  function postfix(): Node {
    let node = primary();
    for (;;) {
      if (isOp('.')) {
        p++;
        const tk = peek();
        if (tk.t !== 'id') throw new ExprError('expected a name after "."', src, tk.pos);
        p++;
        node = { k: 'member', obj: node, name: tk.v, pos: tk.pos };
      } else if (isOp('[')) {
        const pos = toks[p++].pos;
        const index = or();
        expect(']');
        node = { k: 'index', obj: node, index, pos };
      } else return node;
    }
  }
  function primary(): Node {
    const tk = peek();
    if (tk.t === 'num') { p++; return { k: 'lit', v: Number(tk.v), pos: tk.pos }; }
    if (tk.t === 'str') { p++; return { k: 'lit', v: tk.v, pos: tk.pos }; }
    if (tk.t === 'op' && tk.v === '(') {
      p++;
      const e = or();
      expect(')');
      return e;
    }
    if (tk.t === 'op' && tk.v === '[') {
      p++;
      const items: Node[] = [];
      if (!isOp(']')) {
        do items.push(or());
        while (isOp(',') && ++p);
      }
      expect(']');
      return { k: 'list', items, pos: tk.pos };
    }
    if (tk.t === 'id') {
      p++;
      if (tk.v === 'true' || tk.v === 'false') return { k: 'lit', v: tk.v === 'true', pos: tk.pos };
      if (tk.v === 'null') return { k: 'lit', v: null, pos: tk.pos };
      if (KEYWORDS.has(tk.v)) throw new ExprError(`unexpected "${tk.v}"`, src, tk.pos);
      if (isOp('(')) {
        p++;
        const args: Node[] = [];
        if (!isOp(')')) {
          do args.push(or());
          while (isOp(',') && ++p);
        }
        expect(')');
        return { k: 'call', fn: tk.v, args, pos: tk.pos };
      }
      return { k: 'id', name: tk.v, pos: tk.pos };
    }
    throw new ExprError(tk.t === 'end' ? 'unexpected end of expression' : `unexpected "${tk.v}"`, src, tk.pos);
  }

  const node = or();
  if (peek().t !== 'end') throw new ExprError(`unexpected "${peek().v}"`, src, peek().pos);
  return node;
}

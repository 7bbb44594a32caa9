/**
 * Alipay signs the exact text of the `<method>_response` member of its answer — escapes (`\/`), key order and
 * spacing included — so it must be cut out of the raw answer, never re-serialised from parsed JSON. This reads the
 * top-level members of a JSON object and gives the raw text of each value.
 */
export function topLevelMembers(text: string): Map<string, string> | null {
  const members = new Map<string, string>();
  let i = skipWs(text, 0);
  if (text[i] !== '{') return null;
  i = skipWs(text, i + 1);
  if (text[i] === '}') return skipWs(text, i + 1) === text.length ? members : null;
  for (;;) {
    const keyEnd = endOfString(text, i);
    if (keyEnd < 0) return null;
    let key: string;
    try {
      key = JSON.parse(text.slice(i, keyEnd)) as string;
    } catch {
      return null;
    }
    i = skipWs(text, keyEnd);
    if (text[i] !== ':') return null;
    const start = skipWs(text, i + 1);
    const end = endOfValue(text, start);
    if (end < 0) return null;
    // A repeated member would let one copy be signed and the other be read.
    if (members.has(key)) return null;
    members.set(key, text.slice(start, end));
    i = skipWs(text, end);
    if (text[i] === ',') {
      i = skipWs(text, i + 1);
      continue;
    }
    if (text[i] === '}') return skipWs(text, i + 1) === text.length ? members : null;
    return null;
  }
}

function skipWs(text: string, i: number): number {
  while (i < text.length && ' \t\r\n'.includes(text[i]!)) i++;
  return i;
}

/** The index after the closing quote of the string starting at i, or -1. */
function endOfString(text: string, i: number): number {
  if (text[i] !== '"') return -1;
  for (let j = i + 1; j < text.length; j++) {
    const c = text[j];
    if (c === '\\') j++;
    else if (c === '"') return j + 1;
  }
  return -1;
}

/** The index after the value starting at i (object, array, string or literal), or -1. */
function endOfValue(text: string, i: number): number {
  const c = text[i];
  if (c === '"') return endOfString(text, i);
  if (c === '{' || c === '[') {
    let depth = 0;
    for (let j = i; j < text.length; j++) {
      const d = text[j];
      if (d === '"') {
        j = endOfString(text, j) - 1;
        if (j < 0) return -1;
      } else if (d === '{' || d === '[') depth++;
      else if (d === '}' || d === ']') {
        depth--;
        if (depth === 0) return j + 1;
      }
    }
    return -1;
  }
  let j = i;
  while (j < text.length && !',}] \t\r\n'.includes(text[j]!)) j++;
  return j > i ? j : -1;
}

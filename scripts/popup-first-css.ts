/**
 * The part of a built stylesheet that can apply to some markup: every rule with a selector whose classes, ids and
 * element names all occur in that markup, inside the at-rules that hold it, in the stylesheet's order. What the
 * selector asks beyond those (attributes, states, what a :not() excludes) is kept, as it may hold at some moment;
 * rules nested in a rule, and at-rules other than the ones below, are kept whole. So the result draws the markup
 * as the whole stylesheet does, and the whole stylesheet, added later, changes nothing the markup shows.
 */
export function cssForMarkup(css: string, markup: string): string {
  return keep(withoutComments(css), vocabulary(markup));
}

function withoutComments(css: string): string {
  let out = '';
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      const end = endOfString(css, i);
      out += css.slice(i, end + 1);
      i = end;
    } else if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 1;
    } else out += c;
  }
  return out;
}

interface Vocabulary {
  tags: Set<string>;
  classes: Set<string>;
  ids: Set<string>;
}

function vocabulary(markup: string): Vocabulary {
  const words = (re: RegExp) => [...markup.matchAll(re)].flatMap((m) => (m[1] ?? '').split(/\s+/).filter(Boolean));
  return {
    tags: new Set(words(/<([a-zA-Z][\w-]*)/g).map((t) => t.toLowerCase())),
    classes: new Set(words(/\sclass="([^"]*)"/g)),
    ids: new Set(words(/\sid="([^"]*)"/g)),
  };
}

/** At-rules whose content is filtered rule by rule; the others (keyframes aside) are kept whole. */
const GROUPING = /^@(media|supports|layer|container|scope)\b/i;
const DROPPED = /^@(-webkit-)?keyframes\b/i;

function keep(css: string, words: Vocabulary): string {
  let out = '';
  for (const { prelude, body } of blocks(css)) {
    const head = prelude.trim();
    if (body === null) out += `${head};`;
    else if (GROUPING.test(head)) {
      const inner = keep(body, words);
      if (inner) out += `${head}{${inner}}`;
    } else if (DROPPED.test(head)) continue;
    else if (head.startsWith('@') || body.includes('{') || splitTop(head, ',').some((s) => applies(s, words)))
      out += `${head}{${body}}`;
  }
  return out;
}

/** Top-level statements: a prelude with its `{…}` body, or an at-rule ended by `;` (body null). */
function blocks(css: string): Array<{ prelude: string; body: string | null }> {
  const found: Array<{ prelude: string; body: string | null }> = [];
  let start = 0;
  let depth = 0;
  let open = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") i = endOfString(css, i);
    else if (c === '{' && depth++ === 0) open = i;
    else if (c === '}' && --depth === 0) {
      found.push({ prelude: css.slice(start, open), body: css.slice(open + 1, i) });
      start = i + 1;
    } else if (c === ';' && depth === 0) {
      if (css.slice(start, i).trim()) found.push({ prelude: css.slice(start, i), body: null });
      start = i + 1;
    }
  }
  return found;
}

function endOfString(css: string, from: number): number {
  for (let i = from + 1; i < css.length; i++) {
    if (css[i] === '\\') i++;
    else if (css[i] === css[from]) return i;
  }
  return css.length;
}

/** The characters of `text` outside brackets, parentheses and strings, with their places. */
function topLevel(text: string): Array<[number, string]> {
  const found: Array<[number, string]> = [];
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (c === '"' || c === "'") i = endOfString(text, i);
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0) found.push([i, c]);
  }
  return found;
}

/** Splits at `separator` outside brackets, parentheses and strings. */
function splitTop(text: string, separator: string): string[] {
  const cuts = topLevel(text).flatMap(([i, c]) => (c === separator ? [i] : []));
  return [-1, ...cuts].map((cut, n) => text.slice(cut + 1, cuts[n] ?? text.length));
}

/** Whether every class, id and element name the selector requires (outside brackets) occurs in the markup. */
function applies(selector: string, words: Vocabulary): boolean {
  const plain = topLevel(selector)
    .map(([, c]) => c)
    .join('');
  const named = plain.replace(/::?[\w-]+/g, '');
  const classes = [...named.matchAll(/\.((?:[\w-]|\\.)+)/g)].map((m) => (m[1] ?? '').replace(/\\(.)/g, '$1'));
  const ids = [...named.matchAll(/#((?:[\w-]|\\.)+)/g)].map((m) => (m[1] ?? '').replace(/\\(.)/g, '$1'));
  const tags = named
    .replace(/[.#](?:[\w-]|\\.)+/g, ' ')
    .split(/[\s>+~*|]+/)
    .filter(Boolean);
  return (
    classes.every((c) => words.classes.has(c)) &&
    ids.every((id) => words.ids.has(id)) &&
    tags.every((t) => words.tags.has(t.toLowerCase()))
  );
}

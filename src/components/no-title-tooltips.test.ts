import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tsxFiles, withoutComments } from '@/test-support/source-files';

/**
 * A control's hint (an icon-only button's name, a disabled control's reason) shows through the shared
 * Tooltip, which keeps the product's timing and placement and is read by assistive technology: never
 * through a `title` attribute, which browsers show late and touch screens never. This scan fails on `title=`
 * on a button, link or form control, or on any element that is disabled or acts as a control.
 */
const CONTROL_TAGS = new Set(['button', 'a', 'input', 'select', 'textarea', 'summary', 'Button', 'IconButton']);
const CONTROL_ATTRS =
  /\s(disabled|aria-disabled|tabIndex|onClick)\b|\srole="(button|link|menuitem|checkbox|switch|tab)"/;

/** Places where a title attribute on a control stays, and why. */
const ALLOWED: Record<string, { count: number; reason: string }> = {};

/** Icon-only buttons without the shared tooltip that stay, and why. */
const ICON_ALLOWED: Record<string, { count: number; reason: string }> = {};

/** The opening tags of JSX elements in a source: tag name and its attributes with `{…}` values blanked. */
function openingTags(source: string): Array<{ tag: string; attrs: string }> {
  const tags: Array<{ tag: string; attrs: string }> = [];
  const start = /<([A-Za-z][\w.]*)(?=[\s/>])/g;
  for (let match = start.exec(source); match; match = start.exec(source)) {
    let depth = 0;
    let attrs = '';
    let quote: string | null = null;
    for (let i = match.index + match[0].length; i < source.length; i++) {
      const c = source[i]!;
      if (quote) {
        if (c === quote) quote = null;
        if (depth === 0) attrs += c;
        continue;
      }
      if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (depth === 0 && (c === '"' || c === "'")) quote = c;
      else if (depth === 0 && c === '>') break;
      if (depth === 0) attrs += c === '}' ? '}' : c;
      else if (depth === 1 && c === '{') attrs += '{';
    }
    tags.push({ tag: match[1]!, attrs });
  }
  return tags;
}

/** The tags in a source that give a control a `title` attribute. */
export function titledControls(source: string): string[] {
  const code = withoutComments(source);
  return openingTags(code)
    .filter(({ tag, attrs }) => /\stitle=/.test(attrs) && (CONTROL_TAGS.has(tag) || CONTROL_ATTRS.test(attrs)))
    .map(({ tag }) => tag);
}

/**
 * Raw `<button>`s whose only content is an icon (`<…Icon … />`, maybe beside a `{… && <span />}` badge; a `{text}` is a name) and that are
 * not inside a `<Tooltip>`: an icon-only button shows its name as the shared tooltip (IconButton does).
 */
export function untippedIconButtons(source: string): number {
  const code = withoutComments(source);
  let count = 0;
  const button = /<button\b(?:[^>{]|\{(?:[^{}]|\{[^{}]*\})*\})*>([\s\S]*?)<\/button>/g;
  for (let match = button.exec(code); match; match = button.exec(code)) {
    const inner = match[1]!.replace(/<\w*Icon\b[^>]*\/>/g, '').replace(/\{[^{}]*<[^{}]*\}/g, '');
    if (inner.trim() !== '' || !/<\w*Icon\b/.test(match[1]!)) continue;
    const before = code.slice(0, match.index);
    const open = (before.match(/<Tooltip\b/g) ?? []).length - (before.match(/<\/Tooltip>/g) ?? []).length;
    if (open <= 0) count++;
  }
  return count;
}

const SRC = join(__dirname, '..');

describe('control hints go through the shared Tooltip, not a title attribute', () => {
  it.each([
    ['<button type="button" title="Close" aria-label="Close">', ['button']],
    ['<input type="checkbox" disabled title={reason} />', ['input']],
    ['<span className="x" role="button" tabIndex={0} title={t("a")}>', ['span']],
    ['<li aria-disabled="true" title={why}>', ['li']],
    ['<IconButton label="x" title="y" icon={<XIcon />} />', ['IconButton']],
    ['<a href="/x" title="Home">Home</a>', ['a']],
    ['<Modal title={t("x")} onClose={close}>', []],
    ['<Empty title={t("x")} />', []],
    ['<span className="sign" title={label}>', []],
    ['<button onClick={() => set({ title: "x" })}>', []],
    ['<Tooltip text={reason} describes><button disabled>Go</button></Tooltip>', []],
    ['// <button title="in a comment">', []],
  ])('%s → %j', (source, found) => {
    expect(titledControls(source)).toEqual(found);
  });

  it.each([
    ['<button aria-label="Close"><XIcon size={18} aria-hidden="true" /></button>', 1],
    ['<Tooltip text={l}><button aria-label={l} onClick={() => go()}><XIcon /></button></Tooltip>', 0],
    ['<button aria-label={l}>\n  <BellIcon />\n  {n > 0 && <span className="dot" />}\n</button>', 1],
    ['<button type="button"><PlusIcon aria-hidden="true" /> {t("add")}</button>', 0],
    ['<button type="button">{label}</button>', 0],
  ])('icon-only %s → %i', (source, count) => {
    expect(untippedIconButtons(source)).toBe(count);
  });

  it('every icon-only button in src shows its name as the shared tooltip', () => {
    const found = tsxFiles(SRC)
      .map(
        (path) => [relative(SRC, path).split('\\').join('/'), untippedIconButtons(readFileSync(path, 'utf8'))] as const,
      )
      .filter(([name, count]) => count > (ICON_ALLOWED[name]?.count ?? 0));
    expect(found).toEqual([]);
  });

  it('holds for every TSX file in src (the listed exceptions keep their count)', () => {
    const found: Record<string, number> = {};
    for (const path of tsxFiles(SRC)) {
      const name = relative(SRC, path).split('\\').join('/');
      const tags = titledControls(readFileSync(path, 'utf8'));
      if (tags.length > 0) found[name] = tags.length;
    }
    const unexpected = Object.entries(found).filter(([name, count]) => count > (ALLOWED[name]?.count ?? 0));
    expect(unexpected).toEqual([]);
  });
});

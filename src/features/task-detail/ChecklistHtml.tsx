import { createElement, useMemo, type ReactNode } from 'react';
import { sanitizeHtml } from '@/lib/sanitize';

// React's names for the few attributes the sanitiser lets through that differ from HTML's.
const REACT_NAMES: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  tabindex: 'tabIndex',
  datetime: 'dateTime',
};
const VOID = new Set(['br', 'hr', 'img', 'wbr', 'col', 'source', 'track', 'area']);

interface Build {
  next: () => number;
  onToggle: (index: number, checked: boolean) => void;
  canTick: boolean;
  label: (text: string) => string;
}

function props(el: Element, key: number): Record<string, string | number> {
  const out: Record<string, string | number> = { key };
  for (const attr of Array.from(el.attributes)) out[REACT_NAMES[attr.name] ?? attr.name] = attr.value;
  return out;
}

function build(node: Node, key: number, ctx: Build): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (VOID.has(tag)) return createElement(tag, props(el, key));
  if (tag === 'li' && el.getAttribute('data-type') === 'taskItem') {
    const index = ctx.next();
    const checked = el.getAttribute('data-checked') === 'true';
    // The editor's wrapper of its (stripped) box is replaced by a real one built here.
    const rest = Array.from(el.childNodes).filter((c) => !(c instanceof Element && c.tagName === 'LABEL'));
    return createElement(
      'li',
      props(el, key),
      <label key="box" contentEditable={false}>
        <input
          type="checkbox"
          checked={checked}
          disabled={!ctx.canTick}
          aria-label={ctx.label(el.textContent?.trim() ?? '')}
          onChange={(e) => ctx.onToggle(index, e.target.checked)}
        />
      </label>,
      ...rest.map((c, i) => build(c, i + 1, ctx)),
    );
  }
  return createElement(tag, props(el, key), ...Array.from(el.childNodes).map((c, i) => build(c, i, ctx)));
}

interface Props {
  html: string;
  className?: string;
  canTick: boolean;
  itemLabel: (text: string) => string;
  onToggle: (index: number, checked: boolean) => void;
}

/**
 * Sanitised HTML whose checklist items have real checkboxes made by React (the sanitiser still strips every
 * input a description brings along). Items are numbered in document order for `onToggle`.
 */
export function ChecklistHtml({ html, className, canTick, itemLabel, onToggle }: Props) {
  const body = useMemo(() => new DOMParser().parseFromString(sanitizeHtml(html), 'text/html').body, [html]);
  let count = 0;
  const ctx: Build = { next: () => count++, onToggle, canTick, label: itemLabel };
  return <div className={className}>{Array.from(body.childNodes).map((c, i) => build(c, i, ctx))}</div>;
}

/** Whether a description has checklist items worth rendering with live boxes. */
export const hasChecklist = (html: string) => html.includes('taskItem');

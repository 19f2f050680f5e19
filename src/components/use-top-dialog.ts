import { useEffect, useState } from 'react';

/**
 * The topmost open modal <dialog>, or null. A modal dialog makes the rest of the page inert and sits in the
 * top layer, so anything that must stay visible and clickable meanwhile (the toasts with their Undo) is
 * rendered inside it.
 */
const isModal = (dialog: HTMLDialogElement): boolean => {
  try {
    return dialog.matches(':modal');
  } catch {
    return true; // an engine without :modal (test DOMs): treat an open dialog as modal
  }
};

/** Whether added or removed nodes are or hold a dialog: other changes (a list's rows) leave the top one as it is. */
const holdsDialog = (nodes: NodeList): boolean =>
  [...nodes].some(
    (node) =>
      node instanceof Element && (node.localName === 'dialog' || node.getElementsByTagName('dialog').length > 0),
  );

export function useTopDialog(): HTMLDialogElement | null {
  const [top, setTop] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    const find = () => {
      const open = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].filter(isModal);
      setTop(open.at(-1) ?? null);
    };
    find();
    // Not a search of the whole page for every change in it: only when a dialog opens, closes, comes or goes.
    const observer = new MutationObserver((records) => {
      if (records.some((r) => r.type === 'attributes' || holdsDialog(r.addedNodes) || holdsDialog(r.removedNodes)))
        find();
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    return () => observer.disconnect();
  }, []);
  return top;
}

import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getPrefixes } from '@/quick-add/prefixes';
import type { QuickAddMode } from '@/quick-add';

// Examples stay in English on purpose: the parser understands English date and repeat words only.
const DATE_EXAMPLES = 'today, tomorrow, next monday, this weekend, in 3 days, 17/05/2027, at 3pm';
const REPEAT_EXAMPLES = 'every day, every 2 weeks, monthly, yearly';

/** Explains the quick-add syntax of the active mode. Escape or the close button closes it; focus then returns to the opener. */
export function HelpModal({ mode, onClose }: { mode: QuickAddMode; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  const prefixes = getPrefixes(mode);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    return () => opener?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
    // Keeps Tab inside the dialog: the close button is its only focusable element.
    if (event.key === 'Tab') {
      event.preventDefault();
      closeButton.current?.focus();
    }
  }

  const rows = prefixes
    ? [
        [t('quickAdd.help.label'), `${prefixes.label}errands ${prefixes.label}"two words"`],
        [t('quickAdd.help.project'), `${prefixes.project}Home`],
        [t('quickAdd.help.priority'), `${prefixes.priority}3`],
        [t('quickAdd.help.assignee'), `${prefixes.assignee}anna`],
        [t('quickAdd.help.date'), DATE_EXAMPLES],
        [t('quickAdd.help.repeat'), REPEAT_EXAMPLES],
      ]
    : [];
  return (
    <div className="quick-add-backdrop" onClick={onClose}>
      <div
        className="quick-add-help"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        onClick={(e) => e.stopPropagation()}
      >
        <h2 id={titleId}>{t('quickAdd.help.title')}</h2>
        <p>{t(`quickAdd.help.mode.${mode}`)}</p>
        {prefixes && (
          <>
            <p>{t('quickAdd.help.intro')}</p>
            <dl className="quick-add-help-rows">
              {rows.map(([what, example]) => (
                <div key={what}>
                  <dt>{what}</dt>
                  <dd>
                    <code>{example}</code>
                  </dd>
                </div>
              ))}
            </dl>
            <p>{t('quickAdd.help.quotes')}</p>
            <p>
              {t('quickAdd.help.example', {
                example: `Buy milk tomorrow ${prefixes.label}errands ${prefixes.priority}3`,
              })}
            </p>
          </>
        )}
        <p>{t('quickAdd.help.lines')}</p>
        <p>{t('quickAdd.help.keys')}</p>
        <button ref={closeButton} type="button" className="btn" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </div>
  );
}

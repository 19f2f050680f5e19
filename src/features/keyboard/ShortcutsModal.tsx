import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/Modal';
import { TASK_SHORTCUT_KEYS } from './task-shortcuts';
import './shortcuts-modal.css';

const GROUPS: Array<{ title: string; keys: Array<[string[], string]> }> = [
  {
    title: 'keyboard.general',
    keys: [
      [['Ctrl/⌘', 'E'], 'keyboard.toggleMenu'],
      [['Ctrl/⌘', 'K'], 'keyboard.quickSearch'],
      [['?'], 'keyboard.help'],
    ],
  },
  {
    title: 'keyboard.navigation',
    keys: [
      [['g', 'o'], 'shell.overview'],
      [['g', 'u'], 'shell.upcoming'],
      [['g', 'p'], 'shell.projects'],
      [['g', 'a'], 'shell.labels'],
      [['g', 'm'], 'shell.teams'],
    ],
  },
  {
    title: 'keyboard.projectViews',
    keys: [
      [['g', 'l'], 'keyboard.list'],
      [['g', 'g'], 'keyboard.gantt'],
      [['g', 't'], 'keyboard.table'],
      [['g', 'k'], 'keyboard.kanban'],
    ],
  },
  {
    title: 'keyboard.taskDetail',
    keys: TASK_SHORTCUT_KEYS.map(([keys, action]) => [keys, `keyboard.task.${action}`]),
  },
];

/** The keyboard shortcuts help, opened with ? or from the user menu. */
export function ShortcutsModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('keyboard.title')} onClose={onClose}>
      <h2 className="modal-title">{t('keyboard.title')}</h2>
      <p className="muted">{t('keyboard.sequenceHint')}</p>
      {GROUPS.map((group) => (
        <section key={group.title} className="shortcut-group">
          <h3>{t(group.title)}</h3>
          <dl>
            {group.keys.map(([keys, label]) => (
              <div key={label} className="shortcut">
                <dt>{t(label)}</dt>
                <dd>
                  {keys.map((k) => (
                    <kbd key={k}>{k}</kbd>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </Modal>
  );
}

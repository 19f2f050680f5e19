import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useApi } from '@/app/context';
import { Modal } from '@/components/Modal';
import { errorMessage } from '@/lib/error-message';
import { useLabelsQuery } from '@/queries/labels';
import { useProjectsQuery } from '@/queries/projects';
import { useTeamsQuery } from '@/queries/teams';
import { useUserQuery } from '@/queries/user';
import { QUICK_SEARCH_EVENT } from '@/stores/ui';
import { buildResults, type Command, type ResultItem } from './results';
import { runCommand } from './run-command';
import { useTaskSearch } from '@/queries/task-search';

function itemLabel(item: ResultItem, t: (key: string) => string): string {
  switch (item.kind) {
    case 'command':
      return t(`quickActions.commands.${item.command}`);
    case 'project':
      return item.project.title;
    case 'task':
      return item.task.title;
    case 'label':
      return item.label.title;
    case 'team':
      return item.team.name;
  }
}

/** Ctrl/Cmd+K: search projects, tasks, labels and teams, or run a command (spec work-area §2). */
export function QuickActions() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(QUICK_SEARCH_EVENT, show);
    return () => window.removeEventListener(QUICK_SEARCH_EVENT, show);
  }, []);
  return open ? <Palette onClose={() => setOpen(false)} /> : null;
}

function Palette({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const client = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const listId = useId();
  const user = useUserQuery();
  const projects = useProjectsQuery();
  const labels = useLabelsQuery();
  const teams = useTeamsQuery();
  const [query, setQuery] = useState('');
  const [command, setCommand] = useState<Command | null>(null);
  const [active, setActive] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const tasks = useTaskSearch(query, command === null);

  const commandTitles = { newTask: t('quickActions.commands.newTask'), newProject: t('quickActions.commands.newProject'), newTeam: t('quickActions.commands.newTeam') };
  const results = buildResults(query, { commandTitles, projects: (projects.data ?? []).filter((p) => p.id > 0), tasks: tasks.data?.items ?? [], labels: labels.data ?? [], teams: teams.data ?? [] }, command);
  const routeProject = /^\/projects\/(\d+)/.exec(location.pathname)?.[1];

  function go(route: string) {
    onClose();
    void navigate(route);
  }

  async function run() {
    if (!command || query.trim() === '') return;
    setError(null);
    try {
      const route = await runCommand(client, command, query, routeProject ? Number(routeProject) : (user.data?.settings?.defaultProjectId ?? null));
      await queryClient.invalidateQueries();
      go(route);
    } catch (caught) {
      setError(caught instanceof Error && caught.message === 'NO_PROJECT' ? t('quickActions.noProject') : errorMessage(caught, t));
    }
  }

  function pick(item: ResultItem | undefined) {
    if (!item) return void run();
    if (item.kind === 'command') {
      setCommand(item.command);
      setQuery('');
    } else if (item.kind === 'project') go(`/projects/${item.project.id}`);
    else if (item.kind === 'task') go(`/tasks/${item.task.id}`);
    else if (item.kind === 'team') go(`/teams/${item.team.id}/edit`);
    else setQuery(`*${item.label.title} `);
    setActive(0);
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length > 0) setActive((i) => (i + (event.key === 'ArrowDown' ? 1 : results.length - 1)) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (command) void run();
      else pick(results[active]);
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && query === '' && command) {
      setCommand(null);
    }
  }

  return (
    <Modal title={t('quickActions.title')} onClose={onClose}>
      <div className="quick-actions">
        <div className="row">
          {command && <span className="badge">{t(`quickActions.commands.${command}`)}</span>}
          <input
            autoFocus
            role="combobox"
            aria-label={t('quickActions.title')}
            aria-expanded={results.length > 0}
            aria-controls={listId}
            aria-activedescendant={results.length > 0 ? `${listId}-${active}` : undefined}
            placeholder={command ? t('quickActions.commandPlaceholder') : t('quickActions.placeholder')}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(0);
            }}
            onKeyDown={keyDown}
          />
        </div>
        {error && <p className="field-error" role="alert">{error}</p>}
        <ul id={listId} role="listbox" className="quick-results" aria-label={t('quickActions.results')}>
          {results.map((item, i) => (
            <li
              key={`${item.kind}-${i}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(item);
              }}
            >
              <span className="quick-kind">{t(`quickActions.kinds.${item.kind}`)}</span>
              {itemLabel(item, t)}
            </li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}

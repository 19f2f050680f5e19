import { useId, useState, type KeyboardEvent } from 'react';
import { useOpenRoute } from '@/app/task-modal-route-state';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/Modal';
import { errorMessage } from '@/lib/error-message';
import { projectDisplayTitle } from '@/features/projects/project-title';
import { quickAddErrorMessage } from '@/features/quick-add';
import { useQuickAddMutation } from '@/queries/quick-add';
import { useViewProjectId } from '@/features/shell/use-view-project';
import { useLabelsQuery } from '@/queries/labels';
import { useCreateProjectMutation, useProjectsQuery } from '@/queries/projects';
import { useCreateTeamMutation, useTeamsQuery } from '@/queries/teams';
import { useUserQuery } from '@/queries/user';
import { useToasts } from '@/stores/toasts';
import { useUi } from '@/stores/ui';
import { useTaskSearch } from '@/queries/task-search';
import { buildResults, groupResults, paletteProjects, type Command, type ResultItem } from './results';
import { labelToken, searchFilter, searchPrefixes, splitSearchText } from './search-text';
import './quick-actions.css';

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

/** Ctrl/Cmd+K: search projects, tasks, labels and teams, or run a command. */
export function QuickActions() {
  const open = useUi((s) => s.quickSearchOpen);
  const setOpen = useUi((s) => s.setQuickSearchOpen);
  return open ? <Palette onClose={() => setOpen(false)} /> : null;
}

function Palette({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const createProject = useCreateProjectMutation();
  const createTeam = useCreateTeamMutation();
  const openRoute = useOpenRoute();
  const listId = useId();
  const user = useUserQuery();
  const projects = useProjectsQuery();
  const labels = useLabelsQuery();
  const teams = useTeamsQuery();
  const [query, setQuery] = useState('');
  const [command, setCommand] = useState<Command | null>(null);
  const [active, setActive] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const toast = useToasts((s) => s.show);
  const prefixes = searchPrefixes(user.data?.settings?.frontendSettings?.quickAddMagicMode);
  const parts = splitSearchText(query, prefixes);
  const filter = command === null ? searchFilter(parts, labels.data ?? [], projects.data ?? []) : null;
  const tasks = useTaskSearch(filter === null ? query : parts.text, command === null, filter);
  // A new task is made like every other quick add: parsed, into the project it names, else the view's
  // project (also behind an open task), else the default project.
  const viewProject = useViewProjectId();
  const settings = user.data?.settings;
  const quickAdd = useQuickAddMutation({
    mode: settings?.frontendSettings?.quickAddMagicMode ?? 'vikunja',
    projectId: viewProject !== null && viewProject > 0 ? viewProject : null,
    defaultProjectId: settings?.defaultProjectId,
  });

  const commandTitles = {
    newTask: t('quickActions.commands.newTask'),
    newProject: t('quickActions.commands.newProject'),
    newTeam: t('quickActions.commands.newTeam'),
  };
  const sources = {
    commandTitles,
    projects: paletteProjects(projects.data ?? [], (p) => projectDisplayTitle(p, t)),
    tasks: tasks.data?.items ?? [],
    labels: labels.data ?? [],
    teams: teams.data ?? [],
  };
  const results = buildResults(query, sources, command, filter !== null);

  function go(route: string) {
    onClose();
    openRoute(route);
  }

  async function run() {
    if (!command || query.trim() === '' || quickAdd.isPending || createProject.isPending || createTeam.isPending)
      return;
    setError(null);
    if (command === 'newTask') {
      try {
        const { tasks: created } = await quickAdd.mutateAsync(query);
        toast({
          kind: 'success',
          message: created.length > 1 ? t('tasks.createdMany', { count: created.length }) : t('tasks.created'),
        });
        const last = created[created.length - 1];
        if (last) go(`/tasks/${last.id}`);
        else onClose();
      } catch (caught) {
        setError(quickAddErrorMessage(caught, t));
      }
      return;
    }
    // The project and team commands create with the typed text and open what they made.
    const title = query.trim();
    try {
      if (command === 'newProject') {
        const project = await createProject.mutateAsync(title);
        toast({ kind: 'success', message: t('newProject.created', { title }) });
        go(`/projects/${project.id}`);
      } else {
        const team = await createTeam.mutateAsync({ name: title });
        toast({ kind: 'success', message: t('teams.created') });
        go(`/teams/${team.id}/edit`);
      }
    } catch (caught) {
      setError(errorMessage(caught, t));
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
    else setQuery(labelToken(item.label.title, prefixes));
    setActive(0);
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length > 0)
        setActive((i) => (i + (event.key === 'ArrowDown' ? 1 : results.length - 1)) % results.length);
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
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <div id={listId} role="listbox" className="quick-results" aria-label={t('quickActions.results')}>
          {groupResults(results).map((group) => (
            <ul key={group.kind} role="group" className="quick-group" aria-labelledby={`${listId}-${group.kind}`}>
              <li role="presentation" id={`${listId}-${group.kind}`} className="quick-group-heading">
                {t(`quickActions.groups.${group.kind}`)}
              </li>
              {group.items.map(({ item, index }) => (
                <li
                  key={`${item.kind}-${index}`}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  onMouseDown={(e) => {
                    e.preventDefault();
                    pick(item);
                  }}
                >
                  <span className="visually-hidden">{t(`quickActions.kinds.${item.kind}`)}</span>
                  {itemLabel(item, t)}
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
    </Modal>
  );
}

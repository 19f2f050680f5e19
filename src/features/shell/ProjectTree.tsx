import type { Project } from '@/api/types';
import { useErrorToast } from '@/components/use-error-toast';
import { useIdleImport } from '@/lib/use-idle-import';
import { useUpdateProjectMutation } from '@/queries/projects';
import { flattenTree } from './project-tree';
import { ProjectRow } from './ProjectRow';
import { useCollapsedProjects } from './use-collapsed';

const loadSortable = () => import('./SortableProjectTree');

/** The sidebar's collapsible tree of non-archived projects; drag and drop arrives after the first paint. */
export function ProjectTree({ projects }: { projects: Project[] }) {
  const showError = useErrorToast();
  const [collapsed, toggleCollapsed] = useCollapsedProjects();
  const update = useUpdateProjectMutation();
  const dnd = useIdleImport(loadSortable);
  const rows = flattenTree(projects, collapsed);

  function save(project: Project) {
    update.mutate(project, {
      onError: showError,
    });
  }

  const Row = dnd?.SortableProjectRow ?? ProjectRow;
  const list = (
    <ul className="nav-list project-tree" data-testid="project-tree">
      {rows.map((row) => (
        <Row
          key={row.project.id}
          project={row.project}
          depth={row.depth}
          hasChildren={row.hasChildren}
          collapsed={collapsed.has(row.project.id)}
          onToggleCollapse={() => toggleCollapsed(row.project.id)}
          onToggleFavorite={() => save({ ...row.project, isFavorite: !row.project.isFavorite })}
        />
      ))}
    </ul>
  );
  if (!dnd) return list;
  return (
    <dnd.SortableProjectTree rows={rows} projects={projects} onMove={save}>
      {list}
    </dnd.SortableProjectTree>
  );
}

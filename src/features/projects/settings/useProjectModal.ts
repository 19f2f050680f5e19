import { useNavigate, useParams } from 'react-router';
import { useProjectQuery } from '@/queries/projects';
import { useUserQuery } from '@/queries/user';

/** What every project-settings modal needs: the project, whether it is the default one, and closing. */
export function useProjectModal() {
  const projectId = Number(useParams().projectId);
  const navigate = useNavigate();
  const project = useProjectQuery(projectId);
  const user = useUserQuery();
  const isDefault = user.data?.settings?.defaultProjectId === projectId;
  const close = () => void navigate(`/projects/${projectId}`, { replace: true });
  return { projectId, project, isDefault, close, navigate };
}

import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { usePlatform } from '@/app/context';
import { ErrorBox, Loading } from '@/components/Status';
import { useProjectViewsQuery } from '@/queries/projects';
import { rememberedView } from './view-memory';

/** /projects/:id opens the view remembered for that project, else its first view. */
export function ProjectRedirect() {
  const projectId = Number(useParams().projectId);
  const platform = usePlatform();
  const views = useProjectViewsQuery(projectId);
  const [remembered, setRemembered] = useState<number | null>(null);

  useEffect(() => {
    void rememberedView(platform.storage, projectId).then(setRemembered);
  }, [platform, projectId]);

  if (views.isError) return <ErrorBox error={views.error} onRetry={() => void views.refetch()} />;
  if (!views.data || remembered === null) return <Loading />;
  const sorted = [...views.data].sort((a, b) => a.position - b.position);
  const target = sorted.find((v) => v.id === remembered) ?? sorted[0];
  if (!target) return <Navigate to="/" replace />;
  return <Navigate to={`/projects/${projectId}/${target.id}`} replace />;
}

import { useEffect, useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { usePlatform } from '@/app/context';
import { ErrorBox, Loading } from '@/components/Status';
import { useProjectViewsQuery } from '@/queries/projects';
import { isRefreshingKeptCopy } from '@/queries/cache-state';
import { useUserQuery } from '@/queries/user';
import { pickView } from './pick-view';
import { rememberedView } from './view-memory';

/** /projects/:id opens the view asked for by kind, else the remembered one, else the user's default kind, else the first. */
export function ProjectRedirect() {
  const projectId = Number(useParams().projectId);
  const platform = usePlatform();
  const views = useProjectViewsQuery(projectId);
  const user = useUserQuery();
  const [search] = useSearchParams();
  const [remembered, setRemembered] = useState<number | null>(null);

  useEffect(() => {
    void rememberedView(platform.storage, projectId).then(setRemembered);
  }, [platform, projectId]);

  if (views.isError) return <ErrorBox error={views.error} onRetry={() => void views.refetch()} />;
  // The views and the default-view setting a kept copy holds may be out of date: the choice waits for the server's.
  const refreshing = isRefreshingKeptCopy(views) || isRefreshingKeptCopy(user);
  if (!views.data || remembered === null || refreshing) return <Loading />;
  const defaultView = user.data?.settings?.frontendSettings?.defaultView;
  const target = pickView(views.data, remembered, defaultView, search.get('kind'));
  // A project without any view: its page says so (and offers the views editor to those who may use it).
  if (target === null) return <Navigate to={`/projects/${projectId}/0`} replace />;
  return <Navigate to={`/projects/${projectId}/${target}`} replace />;
}

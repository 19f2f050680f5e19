import type { ProjectView } from '@/api/types';
import { readPermission } from '@/api/version';
import { useDeleteBucketMutation, useUpdateBucketMutation, useViewBucketMutation } from '@/queries/kanban';
import { useProjectQuery } from '@/queries/projects';
import type { BucketActions } from './BucketColumn';
import type { BoardBucket } from '@/lib/kanban-paging';
import { useErrorToast } from '@/components/use-error-toast';

/** Changing the view (done and default bucket) needs admin permission on the project. */
const ADMIN = 2;

/** The bucket management a column offers to a user who may write: each failure is shown as a toast. */
export function useBucketActions(
  projectId: number,
  view: ProjectView,
  bucketCount: number,
): (bucket: BoardBucket) => BucketActions {
  const project = useProjectQuery(projectId);
  const update = useUpdateBucketMutation(projectId, view.id);
  const remove = useDeleteBucketMutation(projectId, view.id);
  const viewBucket = useViewBucketMutation(projectId);
  const onError = useErrorToast();
  const canEditView = (project.data ? (readPermission(project.data) ?? 0) : 0) >= ADMIN;

  return (bucket) => ({
    canEditView,
    isLast: bucketCount <= 1,
    save: (changed) => update.mutate({ ...bucket, ...changed }, { onError }),
    markDone: (on) => viewBucket.mutate({ view, patch: { doneBucketId: on ? bucket.id : 0 } }, { onError }),
    markDefault: (on) => viewBucket.mutate({ view, patch: { defaultBucketId: on ? bucket.id : 0 } }, { onError }),
    remove: () => remove.mutate(bucket.id, { onError }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createLinkShare,
  listLinkShares,
  listTeamShares,
  listUserShares,
  removeLinkShare,
  removeTeamShare,
  removeUserShare,
  shareWithTeam,
  shareWithUser,
  updateTeamShare,
  updateUserShare,
  type Permission,
} from '@/api/sharing';
import { featuresFor } from '@/api/version';
import { useApi } from '@/app/context';
import { useInfoQuery } from './user';

export const shareKeys = {
  root: ['shares'] as const,
  users: (projectId: number) => [...shareKeys.root, 'users', projectId] as const,
  teams: (projectId: number) => [...shareKeys.root, 'teams', projectId] as const,
  links: (projectId: number) => [...shareKeys.root, 'links', projectId] as const,
};

export function useShareQueries(projectId: number, linksEnabled: boolean) {
  const client = useApi();
  return {
    users: useQuery({ queryKey: shareKeys.users(projectId), queryFn: () => listUserShares(client, projectId) }),
    teams: useQuery({ queryKey: shareKeys.teams(projectId), queryFn: () => listTeamShares(client, projectId) }),
    links: useQuery({
      queryKey: shareKeys.links(projectId),
      queryFn: () => listLinkShares(client, projectId),
      enabled: linksEnabled,
    }),
  };
}

/** Every change to a project's sharing, each refreshing the lists it touches. */
export function useShareMutations(projectId: number) {
  const client = useApi();
  const info = useInfoQuery();
  const queryClient = useQueryClient();
  const f = featuresFor(info.data?.version);
  const refresh = () => queryClient.invalidateQueries({ queryKey: shareKeys.root });
  const m = <T>(fn: (input: T) => Promise<unknown>) => ({ mutationFn: fn, onSuccess: refresh });
  return {
    addUser: useMutation(
      m((input: { username: string; permission: Permission }) =>
        shareWithUser(client, f, projectId, input.username, input.permission),
      ),
    ),
    setUser: useMutation(
      m((input: { username: string; permission: Permission }) =>
        updateUserShare(client, f, projectId, input.username, input.permission),
      ),
    ),
    removeUser: useMutation(m((username: string) => removeUserShare(client, projectId, username))),
    addTeam: useMutation(
      m((input: { teamId: number; permission: Permission }) =>
        shareWithTeam(client, f, projectId, input.teamId, input.permission),
      ),
    ),
    setTeam: useMutation(
      m((input: { id: number; permission: Permission }) =>
        updateTeamShare(client, f, projectId, input.id, input.permission),
      ),
    ),
    removeTeam: useMutation(m((id: number) => removeTeamShare(client, projectId, id))),
    addLink: useMutation(
      m((input: { name: string; password: string; permission: Permission }) =>
        createLinkShare(client, f, projectId, input),
      ),
    ),
    removeLink: useMutation(m((id: number) => removeLinkShare(client, projectId, id))),
  };
}

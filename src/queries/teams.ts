import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addTeamMember,
  createTeam,
  deleteTeam,
  getTeam,
  listTeams,
  removeTeamMember,
  toggleTeamAdmin,
  updateTeam,
  type Team,
  type TeamMember,
} from '@/api/teams';
import { useApi } from '@/app/context';
import { STALE } from './stale';
import { useInfoQuery } from './user';

export const teamKeys = {
  root: ['teams'] as const,
  list: () => [...teamKeys.root, 'list'] as const,
  detail: (id: number) => [...teamKeys.root, 'detail', id] as const,
  withPublic: () => [...teamKeys.root, 'list', 'public'] as const,
};

export function useTeamsQuery() {
  const client = useApi();
  return useQuery({ queryKey: teamKeys.list(), queryFn: () => listTeams(client), staleTime: STALE.SECONDS.THIRTY });
}

/** Teams a project can be shared with: the user's own, plus public teams when the server has them. */
export function useShareableTeamsQuery() {
  const client = useApi();
  const info = useInfoQuery();
  const includePublic = info.data?.publicTeamsEnabled === true;
  return useQuery({
    queryKey: includePublic ? teamKeys.withPublic() : teamKeys.list(),
    queryFn: () => listTeams(client, includePublic),
    enabled: info.isSuccess,
    staleTime: STALE.SECONDS.THIRTY,
  });
}

export function useTeamQuery(id: number) {
  const client = useApi();
  return useQuery({
    queryKey: teamKeys.detail(id),
    queryFn: () => getTeam(client, id),
    enabled: id > 0,
    staleTime: STALE.SECONDS.THIRTY,
  });
}

function useTeamMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.root }) });
}

export function useCreateTeamMutation() {
  const client = useApi();
  return useTeamMutation((input: { name: string; description?: string; isPublic?: boolean }) =>
    createTeam(client, input),
  );
}

export function useUpdateTeamMutation() {
  const client = useApi();
  return useTeamMutation((team: Team) => updateTeam(client, team));
}

export function useDeleteTeamMutation() {
  const client = useApi();
  return useTeamMutation((id: number) => deleteTeam(client, id));
}

export function useAddMemberMutation(teamId: number) {
  const client = useApi();
  return useTeamMutation((username: string) => addTeamMember(client, teamId, username));
}

export function useRemoveMemberMutation(teamId: number) {
  const client = useApi();
  return useTeamMutation((member: TeamMember) => removeTeamMember(client, teamId, member.username));
}

export function useToggleAdminMutation(teamId: number) {
  const client = useApi();
  return useTeamMutation((username: string) => toggleTeamAdmin(client, teamId, username));
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cancelDeletion,
  confirmAccountDeletion,
  createApiToken,
  deleteApiToken,
  disableTotp,
  downloadExport,
  enableTotp,
  enrollTotp,
  getAvatarProvider,
  getExportStatus,
  getTotp,
  getTotpQrCode,
  listApiTokens,
  listTimezones,
  listTokenRoutes,
  requestDeletion,
  requestExport,
  saveGeneralSettings,
  setAvatarProvider,
  updateEmail,
  updatePassword,
  uploadAvatar,
} from '@/api/account';
import type { UserSettings } from '@/api/types';
import { useApi } from '@/app/context';
import { STALE } from './stale';
import { userKeys } from './user';

export const accountKeys = {
  root: ['account'] as const,
  totp: () => [...accountKeys.root, 'totp'] as const,
  totpQr: (secret: string) => [...accountKeys.root, 'totp', 'qr', secret] as const,
  avatar: () => [...accountKeys.root, 'avatar'] as const,
  tokens: () => [...accountKeys.root, 'tokens'] as const,
  routes: () => [...accountKeys.root, 'routes'] as const,
  timezones: () => [...accountKeys.root, 'timezones'] as const,
  exportStatus: () => [...accountKeys.root, 'export'] as const,
};

export function useSaveSettingsMutation() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: UserSettings) => saveGeneralSettings(client, settings),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.root }),
  });
}

export function useTimezonesQuery() {
  const client = useApi();
  return useQuery({
    queryKey: accountKeys.timezones(),
    queryFn: () => listTimezones(client),
    staleTime: STALE.INFINITY,
  });
}

export function usePasswordMutation() {
  const client = useApi();
  return useMutation({
    mutationFn: (input: { oldPassword: string; newPassword: string }) =>
      updatePassword(client, input.oldPassword, input.newPassword),
  });
}

export function useEmailMutation() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { newEmail: string; password: string }) => updateEmail(client, input.newEmail, input.password),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.root }),
  });
}

export function useTotpQuery() {
  const client = useApi();
  return useQuery({ queryKey: accountKeys.totp(), queryFn: () => getTotp(client) });
}

function useTotpMutation<T>(fn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.totp() }),
  });
}

export function useTotpActions() {
  const client = useApi();
  return {
    enroll: useTotpMutation(() => enrollTotp(client)),
    enable: useTotpMutation((passcode: string) => enableTotp(client, passcode)),
    disable: useTotpMutation((password: string) => disableTotp(client, password)),
  };
}

export function useAvatarQuery() {
  const client = useApi();
  return useQuery({ queryKey: accountKeys.avatar(), queryFn: () => getAvatarProvider(client) });
}

export function useAvatarMutation() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: string) => setAvatarProvider(client, provider),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.avatar() }),
  });
}

/** Uploads an image as the avatar; the server switches the provider to "upload". */
export function useAvatarUploadMutation() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAvatar(client, file),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.avatar() }),
        queryClient.invalidateQueries({ queryKey: userKeys.root }),
      ]),
  });
}

/** Confirms a requested deletion with the mailed token; the user then shows the deletion as scheduled. */
export function useConfirmDeletionMutation() {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => confirmAccountDeletion(client, token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.root }),
  });
}

export function useDeletionMutations() {
  const client = useApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: userKeys.root });
  return {
    request: useMutation({ mutationFn: (password: string) => requestDeletion(client, password), onSuccess: refresh }),
    cancel: useMutation({ mutationFn: (password: string) => cancelDeletion(client, password), onSuccess: refresh }),
  };
}

export function useExportMutation() {
  const client = useApi();
  return useMutation({ mutationFn: (password: string) => requestExport(client, password) });
}

export function useApiTokensQuery() {
  const client = useApi();
  return useQuery({ queryKey: accountKeys.tokens(), queryFn: () => listApiTokens(client) });
}

export function useTokenRoutesQuery() {
  const client = useApi();
  return useQuery({
    queryKey: accountKeys.routes(),
    queryFn: () => listTokenRoutes(client),
    staleTime: STALE.INFINITY,
  });
}

export function useApiTokenMutations() {
  const client = useApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.tokens() });
  return {
    create: useMutation({
      mutationFn: (input: { title: string; permissions: Record<string, string[]>; expiresAt: string }) =>
        createApiToken(client, input),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: number) => deleteApiToken(client, id), onSuccess: refresh }),
  };
}

/** The enrolment's QR code as an image blob (fetched with the session; an <img src> to the API would carry no token). */
export function useTotpQrQuery(secret: string) {
  const client = useApi();
  return useQuery({
    queryKey: accountKeys.totpQr(secret),
    queryFn: ({ signal }) => getTotpQrCode(client, signal),
    enabled: secret !== '',
    staleTime: STALE.INFINITY,
    // Without the image the secret and the app link still work: no retries, no error box.
    retry: false,
  });
}

/** The data export ready for download, if any. */
export function useExportStatusQuery() {
  const client = useApi();
  return useQuery({ queryKey: accountKeys.exportStatus(), queryFn: () => getExportStatus(client) });
}

export function useExportDownloadMutation() {
  const client = useApi();
  return useMutation({ mutationFn: (password: string) => downloadExport(client, password) });
}

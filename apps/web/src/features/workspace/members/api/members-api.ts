import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LoginResponse } from "@fleetward/contracts/auth";
import type {
  Invitation,
  InvitationAcceptNew,
  InvitationAcceptResult,
  InvitationCreate,
  InvitationPreview,
  Member,
  MemberCreations,
  MemberRemoval,
  WorkspaceRole,
} from "@fleetward/contracts/workspace-members";
import { request } from "../../../../lib/http/http-client.ts";
import { workspaceKeys } from "../../../../lib/workspace/workspace-queries.ts";

export type {
  Invitation,
  InvitationPreview,
  Member,
  MemberCreations,
  WorkspaceRole,
} from "@fleetward/contracts/workspace-members";

const keys = {
  members: [...workspaceKeys.all, "members"] as const,
  invitations: [...workspaceKeys.all, "invitations"] as const,
  // Outside workspaceKeys.all: joining invalidates the workspace, and a used token would 404.
  preview: (token: string) => ["invitation-preview", token] as const,
};

const path = (base: string, id: string, suffix = "") =>
  `${base}/${encodeURIComponent(id)}${suffix}`;

export function useMembers() {
  return useQuery({
    queryKey: keys.members,
    queryFn: ({ signal }) => request<Member[]>("/api/workspace/members", { signal }),
  });
}

export function useInvitations() {
  return useQuery({
    queryKey: keys.invitations,
    queryFn: ({ signal }) => request<Invitation[]>("/api/workspace/invitations", { signal }),
  });
}

/** Every change refreshes the workspace's queries: lists, and the caller's own role. */
function useMembersMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.all }),
  });
}

export function useChangeRole() {
  return useMembersMutation(({ id, role }: { id: string; role: WorkspaceRole }) =>
    request<Member>(path("/api/workspace/members", id), { method: "PATCH", json: { role } }),
  );
}

/** What a member created that outlives them, asked when the removal dialog opens. */
export function useMemberCreations(id: string | null) {
  return useQuery({
    queryKey: [...workspaceKeys.all, "member-creations", id] as const,
    queryFn: ({ signal }) =>
      request<MemberCreations>(path("/api/workspace/members", id ?? "", "/creations"), { signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** Removes a member with a decision about each token and webhook they created. */
export function useRemoveMemberWith() {
  return useMembersMutation(({ id, decisions }: { id: string; decisions: MemberRemoval }) =>
    request<null>(path("/api/workspace/members", id, "/removal"), { json: decisions }),
  );
}

export function useTransferOwnership() {
  return useMembersMutation((id: string) =>
    request<Member>(path("/api/workspace/members", id, "/transfer-ownership"), { method: "POST" }),
  );
}

/** The invite form's call; the form handles its refusals, so no mutation wrapper. */
export function sendInvitation(values: InvitationCreate) {
  return request<Invitation>("/api/workspace/invitations", { json: values });
}

export function useInvitationsRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.invitations });
}

export function useResendInvitation() {
  return useMembersMutation((id: string) =>
    request<Invitation>(path("/api/workspace/invitations", id, "/resend"), { method: "POST" }),
  );
}

export function useRevokeInvitation() {
  return useMembersMutation((id: string) =>
    request<null>(path("/api/workspace/invitations", id), { method: "DELETE" }),
  );
}

// Following an invitation link

export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: keys.preview(token),
    queryFn: ({ signal }) =>
      request<InvitationPreview>("/api/workspace/invitations/preview", {
        query: { token },
        signal,
      }),
    enabled: token !== "",
    staleTime: Infinity,
  });
}

export function acceptInvitation(token: string) {
  return request<InvitationAcceptResult>("/api/workspace/invitations/accept", {
    json: { token },
  });
}

export function acceptWithNewAccount(values: InvitationAcceptNew) {
  return request<LoginResponse>("/api/workspace/invitations/accept-new", { json: values });
}

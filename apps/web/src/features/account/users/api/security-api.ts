import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AccountSecurity,
  Passkey,
  RecoveryCodes,
  TotpEnrolment,
} from "@fleetward/contracts/second-factors";
import type { z } from "zod";
import type { passkeyRegistrationOptionsSchema } from "@fleetward/contracts/second-factors";
import { createPasskey } from "../../../../lib/auth/passkeys.ts";
import { request } from "../../../../lib/http/http-client.ts";

// The account's second factors (GET/POST /api/user/me/security…, ADR 0053).

const base = "/api/user/me/security";
export const securityKey = ["account", "security"] as const;

export function useAccountSecurity() {
  return useQuery({
    queryKey: securityKey,
    queryFn: ({ signal }) => request<AccountSecurity>(base, { signal }),
  });
}

/** Every change refreshes the overview, whether it worked or not. */
function useSecurityMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: securityKey }),
  });
}

export const startTotp = () => request<TotpEnrolment>(`${base}/totp`, { method: "POST" });

export function useConfirmTotp() {
  return useSecurityMutation((code: string) =>
    request<RecoveryCodes>(`${base}/totp/confirm`, { json: { code } }),
  );
}

export function useDisableTotp() {
  return useSecurityMutation((password: string) =>
    request(`${base}/totp/disable`, { json: { password } }),
  );
}

export function useRegenerateCodes() {
  return useSecurityMutation((password: string) =>
    request<RecoveryCodes>(`${base}/recovery-codes`, { json: { password } }),
  );
}

type RegistrationOptions = z.infer<typeof passkeyRegistrationOptionsSchema>;

/** Options from the server, the browser's new passkey, then the server keeps it. */
export function useAddPasskey() {
  return useSecurityMutation(async (name: string) => {
    const { token, options } = await request<RegistrationOptions>(`${base}/passkeys/options`, {
      method: "POST",
    });
    const passkey = await createPasskey(options);
    return request<RecoveryCodes & { passkey: Passkey }>(`${base}/passkeys`, {
      json: { token, name, passkey },
    });
  });
}

export function useRenamePasskey() {
  return useSecurityMutation(({ id, name }: { id: string; name: string }) =>
    request<Passkey>(`${base}/passkeys/${encodeURIComponent(id)}`, {
      method: "PATCH",
      json: { name },
    }),
  );
}

export function useRemovePasskey() {
  return useSecurityMutation(({ id, password }: { id: string; password: string }) =>
    request(`${base}/passkeys/${encodeURIComponent(id)}/remove`, { json: { password } }),
  );
}

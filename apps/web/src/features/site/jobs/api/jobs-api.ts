import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
// Types only: the contract's zod schemas must stay out of the page chunks.
import type {
  CandidateDetail,
  CandidateSummary,
  CompanyDetail,
  CompanySummary,
  JobApplicationResponse,
  JobDetail,
  JobListQuery,
  JobListResponse,
  JobPostingDecision,
  JobPostingRequest,
  JobPostingResponse,
  JobPostingReviewList,
} from "@fleetward/contracts/jobs";
import { cleanParams } from "../../../../lib/http/clean-params.ts";
import { request } from "../../../../lib/http/http-client.ts";

export type {
  CandidateDetail,
  CandidateSummary,
  CompanyDetail,
  CompanySummary,
  JobCategory,
  JobCompanyRef,
  JobDetail,
  JobPostingForReview,
  JobPostingRequest,
  JobSummary,
  JobType,
  JobWorkplace,
} from "@fleetward/contracts/jobs";

// The contract's choices, repeated as plain arrays so the pages need no zod at runtime.
export const jobTypes = ["full-time", "part-time", "contract", "internship"] as const;
export const jobWorkplaces = ["remote", "hybrid", "on-site"] as const;
export const jobCategories = [
  "engineering",
  "security",
  "it-operations",
  "asset-management",
  "customer-success",
] as const;

export type JobListParams = Partial<JobListQuery>;

export const jobKeys = {
  all: ["jobs"] as const,
  list: (params: JobListParams) => ["jobs", "list", cleanParams(params)] as const,
  detail: (idOrSlug: string) => ["jobs", "detail", idOrSlug] as const,
  companies: ["jobs", "companies"] as const,
  company: (idOrSlug: string) => ["jobs", "company", idOrSlug] as const,
  candidates: ["jobs", "candidates"] as const,
  candidate: (idOrSlug: string) => ["jobs", "candidate", idOrSlug] as const,
  review: (status: string) => ["jobs", "review", status] as const,
};

export function useJobList(params: JobListParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: jobKeys.list(params),
    queryFn: ({ signal }) =>
      request<JobListResponse>("/api/jobs", { query: cleanParams(params), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useJob(idOrSlug: string | undefined) {
  return useQuery({
    queryKey: jobKeys.detail(idOrSlug ?? ""),
    queryFn: ({ signal }) =>
      request<JobDetail>(`/api/jobs/${encodeURIComponent(idOrSlug ?? "")}`, { signal }),
    enabled: Boolean(idOrSlug),
  });
}

export function useCompanies() {
  return useQuery({
    queryKey: jobKeys.companies,
    queryFn: ({ signal }) => request<CompanySummary[]>("/api/jobs/companies", { signal }),
  });
}

export function useCompany(idOrSlug: string | undefined) {
  return useQuery({
    queryKey: jobKeys.company(idOrSlug ?? ""),
    queryFn: ({ signal }) =>
      request<CompanyDetail>(`/api/jobs/companies/${encodeURIComponent(idOrSlug ?? "")}`, {
        signal,
      }),
    enabled: Boolean(idOrSlug),
  });
}

export function useCandidates() {
  return useQuery({
    queryKey: jobKeys.candidates,
    queryFn: ({ signal }) => request<CandidateSummary[]>("/api/jobs/candidates", { signal }),
  });
}

export function useCandidate(idOrSlug: string | undefined) {
  return useQuery({
    queryKey: jobKeys.candidate(idOrSlug ?? ""),
    queryFn: ({ signal }) =>
      request<CandidateDetail>(`/api/jobs/candidates/${encodeURIComponent(idOrSlug ?? "")}`, {
        signal,
      }),
    enabled: Boolean(idOrSlug),
  });
}

/** Uploads can take a while on a slow line: a minute instead of the usual 15 s. */
export function sendApplication(form: FormData) {
  return request<JobApplicationResponse>("/api/jobs/applications", {
    formData: form,
    timeoutMs: 60_000,
  });
}

export function sendPosting(posting: JobPostingRequest) {
  return request<JobPostingResponse>("/api/jobs/postings", { json: posting });
}

export function usePostingsForReview(enabled: boolean) {
  return useQuery({
    queryKey: jobKeys.review("pending"),
    queryFn: ({ signal }) =>
      request<JobPostingReviewList>("/api/admin/job-postings", {
        query: { status: "pending" },
        signal,
      }),
    enabled,
  });
}

export function useDecidePosting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: { id: number; approve: true } | { id: number; reason: string }) =>
      "approve" in decision
        ? request<JobPostingDecision>(`/api/admin/job-postings/${decision.id}/approve`, {
            method: "POST",
          })
        : request<JobPostingDecision>(`/api/admin/job-postings/${decision.id}/reject`, {
            json: { reason: decision.reason },
          }),
    onSettled: () => client.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

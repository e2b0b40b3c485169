import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

/** Table types. Timestamps are ISO-8601 text; JSON columns are text parsed by their modules. */

export interface SessionsTable {
  id: string;
  data: string;
  expires_at: number | null; // epoch ms; null = no expiry
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  auth_uid: string;
  password_hash: string | null;
  created_at: ColumnType<string, string | undefined, never>;
}

export interface MarketingPlansTable {
  id: Generated<number>;
  user_id: number;
  product_name: string;
  product_website: string | null;
  product_type: string;
  product_stage: string;
  product_description: string;
  audience_type: string;
  custom_audience_type: string | null;
  audience_geography: string;
  specific_country: string | null;
  local_region: string | null;
  audience_persona: string;
  budget_range: string;
  time_horizon: string;
  skills: string; // JSON array
  primary_goal: string;
  success_metrics: string;
  challenges: string;
  include_marketing_wisdom: number; // 0 | 1
  generated_plan: string | null; // JSON
  customer_profile: string | null; // JSON
  created_at: string;
  updated_at: string;
}

export interface WaitlistEntriesTable {
  id: Generated<number>;
  full_name: string;
  /** Trimmed and lower-cased; unique: joining again updates the entry. */
  email: string;
  product_name: string;
  product_website: string | null;
  created_at: ColumnType<string, string | undefined, never>;
  updated_at: string | null;
}

/** What an admin did: sign-in, sign-out, an entry's edit or deletion, an export. */
export interface AdminAuditTable {
  id: Generated<number>;
  created_at: ColumnType<string, string | undefined, never>;
  admin_email: string;
  action: string;
  /** "waitlist_entry" or "user" when the action concerns one row. */
  target_type: string | null;
  target_id: number | null;
  /** A short description (the fields changed, the export's row count): never passwords or plan contents. */
  detail: string | null;
}

export type GenerationStatus = "queued" | "running" | "done" | "failed";

export interface GenerationsTable {
  id: string;
  visitor_id: string;
  user_id: number | null;
  input: string; // JSON PlanFormData
  status: GenerationStatus;
  /** What the worker is waiting for now, for the progress indicator: profile, plan. */
  stage: string | null;
  profile: string | null; // JSON
  profile_error: string | null;
  plan: string | null; // JSON
  error: string | null;
  use_builtin: number; // 0 | 1
  /** The worker running it (process and instance), and until when (epoch ms) it holds the row. */
  lease_owner: string | null;
  lease_expires_at: number | null;
  created_at: string;
  updated_at: string;
}

export interface ApiKeysTable {
  visitor_id: string;
  ciphertext: string;
  created_at: string;
}

export interface ApiTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  name: string | null;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
}

export interface RateLimitsTable {
  key: string;
  window_start: number; // epoch ms
  count: number;
}

/** A form submission's key (app/submissions.server.ts): what the first one produced, for a resend. */
export interface FormSubmissionsTable {
  /** A hash of the kind, the submitter's scope and the key the form (or Idempotency-Key) carried. */
  key: string;
  kind: string;
  /** A hash of what was submitted: the same key with other contents is not a resend. */
  fingerprint: string;
  /** What the first submission produced (an id, a redirect), or null while it runs. */
  result: string | null;
  created_at: number; // epoch ms
}

export interface Database {
  sessions: SessionsTable;
  users: UsersTable;
  marketing_plans: MarketingPlansTable;
  waitlist_entries: WaitlistEntriesTable;
  generations: GenerationsTable;
  api_keys: ApiKeysTable;
  api_tokens: ApiTokensTable;
  rate_limits: RateLimitsTable;
  admin_audit: AdminAuditTable;
  form_submissions: FormSubmissionsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type MarketingPlanRow = Selectable<MarketingPlansTable>;
export type NewMarketingPlan = Insertable<MarketingPlansTable>;
export type MarketingPlanUpdate = Updateable<MarketingPlansTable>;
export type GenerationRow = Selectable<GenerationsTable>;

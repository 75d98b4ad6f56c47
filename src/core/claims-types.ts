/**
 * The claims of the signed-in user as the JWT carries them (AgentClaims / RtgClaims / RtgGroupClaims).
 * Declared here so session.ts and permissions.ts share one definition; permissions.ts re-exports it.
 * `null` means "any" (no restriction); an absent claim in a JWT becomes [].
 */
export interface UserClaims {
  AgentClaims: string[] | null;
  RtgClaims: string[] | null;
  RtgGroupClaims: string[] | null;
}

/** The parameters of a `WWW-Authenticate: Bearer` challenge (RFC 6750 section 3). */
export interface BearerChallenge {
  readonly realm: string;
  readonly error?: "invalid_request" | "invalid_token" | "insufficient_scope";
  readonly errorDescription?: string;
  readonly scope?: string;
}

// RFC 6750 section 3: error_description and scope allow only %x20-21 / %x23-5B / %x5D-7E.
function quoted(value: string): string {
  return `"${value.replace(/[^\x20\x21\x23-\x5B\x5D-\x7E]/g, " ")}"`;
}

/**
 * The value of a `WWW-Authenticate` header challenging for a bearer token.
 *
 * @example
 * formatBearerChallenge({ realm: "pmi-rating", error: "invalid_token", errorDescription: "The token expired." });
 * // 'Bearer realm="pmi-rating", error="invalid_token", error_description="The token expired."'
 */
export function formatBearerChallenge(challenge: BearerChallenge): string {
  const parameters = [`realm=${quoted(challenge.realm)}`];
  if (challenge.error !== undefined) parameters.push(`error=${quoted(challenge.error)}`);
  if (challenge.errorDescription !== undefined) parameters.push(`error_description=${quoted(challenge.errorDescription)}`);
  if (challenge.scope !== undefined) parameters.push(`scope=${quoted(challenge.scope)}`);
  return `Bearer ${parameters.join(", ")}`;
}

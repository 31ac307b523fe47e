/**
 * The published credentials of the reference service's test environment (docs/http.md).
 * They are public on purpose: the test token endpoint exists only when production
 * authentication (PMI_JWKS_URL) is not configured.
 */
/** Client id of the test client (OAuth 2.0 client credentials, authenticated by HTTP Basic). */
export const TEST_CLIENT_ID = "hrsol-test-client";
/** Client secret of the test client (public on purpose, like its id). */
export const TEST_CLIENT_SECRET = "hrsol-test-secret";
/** Audience of the tokens the test environment issues and accepts. */
export const TEST_AUDIENCE = "pmi-rating";
/** Lifetime of a test access token: 15 minutes. */
export const TEST_TOKEN_LIFETIME_SECONDS = 15 * 60;

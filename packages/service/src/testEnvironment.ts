/**
 * The published credentials of the reference service's test environment (docs/http.md).
 * They are public on purpose: the test token endpoint exists only when production
 * authentication (PMI_JWKS_URL) is not configured.
 */
export const TEST_CLIENT_ID = "hrsol-test-client";
export const TEST_CLIENT_SECRET = "hrsol-test-secret";
/** Audience of the tokens the test environment issues and accepts. */
export const TEST_AUDIENCE = "pmi-rating";
/** Lifetime of a test access token: 15 minutes. */
export const TEST_TOKEN_LIFETIME_SECONDS = 15 * 60;

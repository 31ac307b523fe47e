/**
 * The reference quotation service (Node only): the HTTP adapter on node:http with the default
 * tables, a test-environment token endpoint, health and OpenAPI routes, JSON request logs and
 * graceful shutdown. `npm start` runs it; see docs/http.md.
 */
export { startReferenceService, ServiceConfigError, type ReferenceService, type ReferenceServiceOptions } from "./startReferenceService.js";
export { readServiceConfig, type ServiceConfig, type ServiceAuthentication, type ServiceConfigResult } from "./readServiceConfig.js";
export { createTokenEndpoint, type TokenClient, type TokenEndpointOptions } from "./createTokenEndpoint.js";
export { TEST_AUDIENCE, TEST_CLIENT_ID, TEST_CLIENT_SECRET, TEST_TOKEN_LIFETIME_SECONDS } from "./testEnvironment.js";

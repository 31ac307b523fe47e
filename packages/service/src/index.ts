/**
 * The reference quotation service (Node only): the HTTP adapter on node:http with the default
 * tables, a test-environment token endpoint, health and OpenAPI routes, JSON request logs and
 * graceful shutdown. `npm start` runs it; see docs/http.md.
 */
export { startReferenceService, ServiceConfigError, type ReferenceService, type ReferenceServiceOptions } from "./startReferenceService.js";
export { readServiceConfig, SERVICE_MODES, type ServiceConfig, type ServiceAuthentication, type ServiceConfigResult, type ServiceMode } from "./readServiceConfig.js";
export { createTokenEndpoint, type TokenClient, type TokenEndpointOptions, type TokenEndpointRateLimits, type TokenRequestConnection } from "./createTokenEndpoint.js";
export { TEST_AUDIENCE, TEST_CLIENT_ID, TEST_CLIENT_SECRET, TEST_TOKEN_LIFETIME_SECONDS } from "./testEnvironment.js";
export { buildServiceOpenApiDocument } from "./buildServiceOpenApiDocument.js";

// Building blocks the workspace packages compose
export { runClusterWorker } from "./cluster/runClusterWorker.js";
export { startServiceCluster, type ServiceCluster, type ServiceClusterOptions } from "./cluster/startServiceCluster.js";
export { createTestSigningKeyPem } from "./cluster/testSigningKey.js";
export { attachSocketGuards, type SocketGuardEvent } from "./http/attachSocketGuards.js";
export { DEFAULT_REQUIRED_SCOPE, createJwtVerifier, type JwtKeySource, type JwtVerifierOptions } from "./http/createJwtVerifier.js";
export type { JsonWebKeyParameters, JsonWebKeySet, PublicKeyObject } from "./http/jwtKeyTypes.js";
export { toNodeListener, type NodeListener, type NodeListenerOptions } from "./http/toNodeListener.js";
export { sharedTestSigningKey, type SharedTestSigningKey } from "./sharedTestSigningKey.js";
export { startWorkbenchServer, type WorkbenchServer, type WorkbenchServerOptions } from "./startWorkbenchServer.js";
export { readAllowUnapprovedTables, ALLOW_UNAPPROVED_TABLES_SETTING } from "./readAllowUnapprovedTables.js";

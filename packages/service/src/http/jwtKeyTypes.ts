// The key types of `createJwtVerifier`'s options, declared here rather than imported from jose:
// jose is ESM only, and its types in our declarations broke CommonJS TypeScript consumers
// (TS1479 under moduleResolution node16). These are structural: jose's own values fit them.

/** One JSON Web Key (RFC 7517): its `kty` and other parameters, as the issuer publishes them. */
export interface JsonWebKeyParameters {
  readonly kty?: string;
  readonly kid?: string;
  readonly alg?: string;
  readonly [parameter: string]: unknown;
}

/** A JSON Web Key Set (RFC 7517 section 5), e.g. the body of an issuer's `jwks.json`. */
export interface JsonWebKeySet {
  readonly keys: readonly JsonWebKeyParameters[];
}

/** A public key object: a Web Crypto `CryptoKey` or a Node.js `KeyObject` (both have a `type`). */
export interface PublicKeyObject {
  readonly type: string;
}

import { ConfigError, type EnvSchema } from '../config/env.js';
import { parseServiceCallers, ServiceTokenSigner, ServiceTokenVerifier } from './service-tokens.js';

/** The variable of a service that calls others' gRPC ports: its own signing key. Spread into its EnvSchema. */
export const SERVICE_KEY_ENV = {
  SERVICE_PRIVATE_KEY: {
    kind: 'secret',
    required: true,
    expects: "this service's Ed25519 private key for service tokens: base64url of the 32-byte seed (npm run service-key -- <name>)",
  },
} as const satisfies EnvSchema;

/** The variable of a service that serves a gRPC port: who may call it. Spread into its EnvSchema. */
export const GRPC_CALLERS_ENV = {
  GRPC_CALLERS: {
    kind: 'list',
    required: true,
    expects: 'the services that may call this one, comma-separated <service name>=<Ed25519 public key, base64url of 32 bytes>',
  },
} as const satisfies EnvSchema;

/** This service's token signer from SERVICE_PRIVATE_KEY; a bad key stops the boot naming the variable. */
export function serviceTokenSignerFromEnv(service: string, config: { SERVICE_PRIVATE_KEY: string }): ServiceTokenSigner {
  try {
    return new ServiceTokenSigner(service, config.SERVICE_PRIVATE_KEY);
  } catch (err) {
    throw new ConfigError([`SERVICE_PRIVATE_KEY=<hidden> is invalid: ${(err as Error).message}`]);
  }
}

/** The verifier of calls to `service` from GRPC_CALLERS; a bad entry stops the boot naming the variable. */
export function serviceCallersFromEnv(service: string, config: { GRPC_CALLERS: string[] }): ServiceTokenVerifier {
  try {
    return new ServiceTokenVerifier(service, parseServiceCallers(config.GRPC_CALLERS));
  } catch (err) {
    throw new ConfigError([`GRPC_CALLERS is invalid: ${(err as Error).message}; expected ${GRPC_CALLERS_ENV.GRPC_CALLERS.expects}`]);
  }
}

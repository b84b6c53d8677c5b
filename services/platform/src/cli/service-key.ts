import { generateServiceKeyPair, SERVICE_NAME_PATTERN } from '../auth/service-tokens.js';

/**
 * `npm run service-key -- <service name>`: a new Ed25519 key pair for a service's tokens. The
 * private key goes into that service's SERVICE_PRIVATE_KEY only; the public entry into the
 * GRPC_CALLERS of every service it calls.
 */
const name = process.argv[2] ?? '';
if (!SERVICE_NAME_PATTERN.test(name)) {
  process.stderr.write('usage: npm run service-key -- <service name, e.g. billing-ledger>\n');
  process.exit(2);
}
const { privateKey, publicKey } = generateServiceKeyPair();
process.stdout.write(
  `# ${name}'s own environment (a secret):\nSERVICE_PRIVATE_KEY=${privateKey}\n# an entry of GRPC_CALLERS of every service ${name} calls:\n${name}=${publicKey}\n`,
);

import { Redis } from 'ioredis';
import { logger } from '../logging/logger.js';

/**
 * How long a Redis command may take before it fails. Without it, a Redis that keeps the connection
 * open and stops answering (a network partition, a stalled or paused server) holds every command
 * until it answers again, or until TCP gives the connection up after many minutes: sign-ins and
 * every session check hung, and chat billing stopped. Each use of Redis here has a way on without
 * it (the session cache reads PostgreSQL, the billing ticker scans it, the socket fan-out logs), so
 * failing fast is always the better answer.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 2_000;

/**
 * The process's Redis client (REDIS_URL), as every host opens it: a command fails after two
 * reconnection attempts while Redis is down (not queued without end) and after
 * REDIS_COMMAND_TIMEOUT_MS while it does not answer; connection errors are logged, not thrown.
 */
export function openRedis(url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, commandTimeout: REDIS_COMMAND_TIMEOUT_MS });
  const log = logger('redis');
  redis.on('error', (err) => log.warn({ err }, 'redis error'));
  return redis;
}

/**
 * What names one deployment on a shared Redis: DEPLOYMENT_NAME when set, else its database (host,
 * port, database name; never the credentials). Two deployments, or two test products, on one Redis
 * never share a key or a pub/sub channel made with it (pub/sub ignores Redis's database number);
 * every process of one deployment does. The derived name needs every process to reach the database
 * by the same host name (a process through a pooler's address would be another deployment); set
 * DEPLOYMENT_NAME on each when they do not.
 */
export function deploymentScope(runtime: { databaseUrl: string; deploymentName?: string }): string {
  if (runtime.deploymentName) return runtime.deploymentName;
  const url = new URL(runtime.databaseUrl);
  return `${url.hostname}:${url.port || '5432'}${url.pathname || '/'}`;
}

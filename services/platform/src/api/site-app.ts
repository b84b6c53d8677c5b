import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type INestApplication, type LoggerService } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';
import { correlationMiddleware, logger } from '../logging/logger.js';
import { siteValidationPipe } from '../validation/validation.pipe.js';
import { bodyParsers } from './body-parsing.js';
import { EnvelopeInterceptor } from './envelope.interceptor.js';
import { HostileInputGuard } from './input-guard.js';
import { errorBodyFor, SiteExceptionFilter } from './site-exception.filter.js';
import { SiteError } from './site-error.js';

/** Nest's own log lines go through pino too. */
class PinoNestLogger implements LoggerService {
  private readonly pino = logger('nest');
  private write(level: 'info' | 'warn' | 'error' | 'debug', message: unknown, ctx?: unknown): void {
    this.pino[level]({ context: ctx }, String(message));
  }
  log(message: unknown, ctx?: unknown): void {
    this.write('debug', message, ctx);
  }
  error(message: unknown, ctx?: unknown): void {
    this.write('error', message, ctx);
  }
  warn(message: unknown, ctx?: unknown): void {
    this.write('warn', message, ctx);
  }
}

/**
 * Builds a Nest application with the Site API plumbing every service shares: correlation ids,
 * size-limited body parsing, validation (10002), the envelope, and the one exception filter.
 * It does not listen to process signals: the process's entry point owns its shutdown
 * (closeOnSignals in bootstrapService and the all-in-one process; a test closes its app).
 */
export async function createSiteApp(
  module: unknown,
  options: { beforeRoutes?: (app: NestExpressApplication) => void; trustProxy?: string } = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(module as never, { bodyParser: false, logger: new PinoNestLogger(), abortOnError: false });
  configureSiteApp(app, options.trustProxy);
  options.beforeRoutes?.(app);
  return app;
}

/**
 * `trustProxy` is express's setting: which proxies' X-Forwarded-For to believe for the client IP
 * (sign-in throttling is per IP). Loopback by default; behind an edge router, its address range.
 */
export function configureSiteApp(app: INestApplication & Partial<NestExpressApplication>, trustProxy = 'loopback'): void {
  app.getHttpAdapter().getInstance().disable?.('x-powered-by');
  // Site API answers are per member and never cached, so express's ETag (a SHA-1 of every JSON
  // body, about 1.5% of a search's server time) buys nothing. Static pages keep theirs (sendFile).
  app.getHttpAdapter().getInstance().disable?.('etag');
  app.getHttpAdapter().getInstance().set?.('trust proxy', trustProxy);
  app.use(securityHeaders());
  app.use(correlationMiddleware);
  for (const parser of bodyParsers()) app.use(parser);
  app.useGlobalFilters(new SiteExceptionFilter());
  app.useGlobalGuards(new HostileInputGuard(app.get(Reflector)));
  app.useGlobalPipes(siteValidationPipe());
  app.useGlobalInterceptors(new EnvelopeInterceptor());
  answerClientErrorsInEnvelope(app.getHttpServer() as Server);
}

/**
 * helmet's headers on every answer: no page of ours can be framed by another site (the back
 * office's ban, refund and decision buttons, the member site's purchases: clickjacking), nothing is
 * sniffed into another type, no referrer leaves the site, HSTS behind TLS. Its content security
 * policy is reduced to `frame-ancestors 'self'`: the pages' scripts and styles are our own bundles,
 * but MUI writes its styles at run time, and a full policy is the front end's to define.
 */
export function securityHeaders() {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc, frameAncestors: ["'self'"] },
    },
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}

/**
 * Requests Node refuses before express sees them (a URL or headers over 16 kB, a malformed
 * request line) get the envelope with the fitting status instead of Node's bare, empty answer.
 */
function answerClientErrorsInEnvelope(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || (err.code === 'ECONNRESET' && !socket.readable)) return void socket.destroy();
    const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLarge ? 431 : 400;
    const error = new SiteError(tooLarge ? 10203 : 10400, tooLarge ? 'The request URL or headers are too large' : 'Malformed HTTP request', undefined, status);
    // The request line, as far as it came, says whether the back office asked (its own shape, with `message`).
    const requestLine = (err as { rawPacket?: Buffer }).rawPacket?.subarray(0, 64).toString('latin1') ?? '';
    const body = JSON.stringify(errorBodyFor(requestLine.split(' ')[1] ?? '', error));
    socket.end(
      `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';

export interface ReadinessCheck {
  name: string;
  check(): Promise<boolean>;
}

export const READINESS_CHECKS = Symbol('READINESS_CHECKS');

/** GET /health: the process answers. GET /ready: the database, the bus and Redis answer. */
@Controller()
export class HealthController {
  constructor(@Inject(READINESS_CHECKS) private readonly checks: ReadinessCheck[]) {}

  @Get('health')
  health(): { status: string } {
    return { status: 'ok' };
  }

  @Get('ready')
  async ready(@Res({ passthrough: true }) res: Response): Promise<{ status: string; checks: Record<string, string> }> {
    const results = await Promise.all(
      this.checks.map(async (c) => {
        const ok = await Promise.race([c.check().catch(() => false), new Promise<boolean>((r) => setTimeout(() => r(false), 3000).unref())]);
        return [c.name, ok ? 'up' : 'down'] as const;
      }),
    );
    const allUp = results.every(([, s]) => s === 'up');
    res.status(allUp ? 200 : 503);
    return { status: allUp ? 'ready' : 'not ready', checks: Object.fromEntries(results) };
  }
}

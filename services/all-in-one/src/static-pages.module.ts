import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Controller, Get, Module, Res } from '@nestjs/common';
import type { Response } from 'express';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The member site (web/) and the back office (admin/): built output if present, else the plain pages. */
export function siteFolder(name: 'web' | 'admin'): string {
  const built = join(repoRoot, name, 'dist');
  return existsSync(join(built, 'index.html')) ? built : join(repoRoot, name, 'public');
}

@Controller()
class StaticPagesController {
  @Get('admin')
  admin(@Res() res: Response): void {
    res.sendFile(join(siteFolder('admin'), 'index.html'));
  }
}

@Module({ controllers: [StaticPagesController] })
export class StaticPagesModule {}

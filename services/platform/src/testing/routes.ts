import type { NestExpressApplication } from '@nestjs/platform-express';

export interface RoutedPath {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
}

/** Every route the app's express router holds (`GET /admin-api/members/:id`), read from the running app, so a new route cannot hide from a test. */
export function routesOf(app: NestExpressApplication): RoutedPath[] {
  const router = (app.getHttpAdapter().getInstance() as { router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] } }).router;
  const routes: RoutedPath[] = [];
  for (const layer of router.stack) {
    if (!layer.route) continue;
    for (const method of Object.keys(layer.route.methods)) {
      if (method === '_all') continue;
      routes.push({ method: method.toUpperCase() as RoutedPath['method'], path: layer.route.path });
    }
  }
  return routes;
}

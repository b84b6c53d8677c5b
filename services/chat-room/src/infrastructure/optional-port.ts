import type { ModuleRef } from '@nestjs/core';

/**
 * A port the hosting app may or may not provide (profiles' block list, its webcam flags): looked up
 * on first use, since the provider may live in a module registered after chat's; null when absent.
 */
export function optionalPort<T>(modules: ModuleRef, token: string | symbol): () => T | null {
  let port: T | null | undefined;
  return () => {
    if (port === undefined) {
      try {
        port = modules.get<T>(token, { strict: false });
      } catch {
        port = null;
      }
    }
    return port;
  };
}

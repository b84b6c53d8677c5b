import { describe, expect, it } from 'vitest';
import { deploymentScope } from './redis.js';

describe('deploymentScope', () => {
  it('derives the name from the database, never from its credentials', () => {
    expect(deploymentScope({ databaseUrl: 'postgres://app:s3cret@db.internal:6432/dating' })).toBe('db.internal:6432/dating');
    expect(deploymentScope({ databaseUrl: 'postgres://db.internal/dating' })).toBe('db.internal:5432/dating');
  });

  it('tells two databases on one server apart', () => {
    expect(deploymentScope({ databaseUrl: 'postgres://db/a' })).not.toBe(deploymentScope({ databaseUrl: 'postgres://db/b' }));
  });

  it('uses DEPLOYMENT_NAME when it is set, whatever host name the process reaches the database by', () => {
    expect(deploymentScope({ databaseUrl: 'postgres://10.0.0.5/dating', deploymentName: 'production' })).toBe('production');
    expect(deploymentScope({ databaseUrl: 'postgres://pooler.internal/dating', deploymentName: 'production' })).toBe('production');
  });
});

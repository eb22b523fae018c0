import { expect, it } from 'vitest';
import { createTestDatabase } from '../test-database';

it('is deliberately failing after touching the database', async () => {
  const db = await createTestDatabase();
  await db.drop();
  expect('red').toBe('green');
});

import type { MigrationInterface } from 'typeorm';

type MigrationClass = new () => MigrationInterface;

/**
 * Every migration file (`<timestamp>-<Name>.ts`), oldest first. Vite bundles
 * them at build time, so the built API needs no file globbing at run time.
 */
const modules = import.meta.glob<Record<string, unknown>>(['./*-*.ts', '!./*.spec.ts'], { eager: true });

export const MIGRATIONS: MigrationClass[] = Object.keys(modules)
  .sort()
  .flatMap((file) => Object.values(modules[file]))
  .filter((value): value is MigrationClass => typeof value === 'function');

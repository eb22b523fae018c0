export function isPortFree(port: number): Promise<boolean>;
export function freePort(): Promise<number>;
export function startEmbeddedPostgres(options: {
  dir: string;
  port: number;
  user?: string;
  password?: string;
  fast?: boolean;
  log?: (line: string) => void;
}): Promise<{ port: number; url: (database: string) => string; stop: () => Promise<void> }>;

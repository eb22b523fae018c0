export function ensureRedisServer(): Promise<string>;
export function startRedisServer(port: number): Promise<{ url: string; stop: () => Promise<void> }>;

export type BenchSize = 'small' | 'large';
export type BenchTarget = { clients: number; employees: number; services: number; clientNotes: number; daysBack: number; daysAhead: number };
export const SIZES: Record<BenchSize, BenchTarget>;
export function buildBenchData(
  databaseUrl: string,
  options?: { size?: BenchSize; log?: (line: string) => void },
): Promise<{ size: BenchSize; seconds: number; counts: Record<string, number> }>;

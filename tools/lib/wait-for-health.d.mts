import type { ChildProcess } from 'node:child_process';
export function waitForHealth(url: string, child: ChildProcess, timeoutMs?: number): Promise<boolean>;
export function stopChild(child: ChildProcess, signal?: NodeJS.Signals): Promise<void>;

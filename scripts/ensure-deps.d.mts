export function lockHash(dir?: string): string;
export function dependencyState(dir?: string): 'fresh' | 'missing' | 'stale' | 'shared';
export function ensureDependencies(dir?: string): boolean;

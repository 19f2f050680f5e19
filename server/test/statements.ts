import type { Db } from '../src/db/index.ts';

/**
 * Watches the statements a database runs from now on (each get/all/run/iterate of a prepared statement):
 * how many, and the most rows any one of them answered.
 */
export function watchStatements(db: Db): { count: () => number; mostRows: () => number; stop: () => void } {
  const prepare = db.prepare;
  let n = 0;
  let most = 0;
  db.prepare = ((source: string) => {
    const statement = prepare.call(db, source);
    return new Proxy(statement, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver) as unknown;
        if (typeof value !== 'function') return value;
        const fn = value as (...args: unknown[]) => unknown;
        if (!['get', 'all', 'run', 'iterate'].includes(String(key))) return fn.bind(target);
        return (...args: unknown[]) => {
          n++;
          const result = fn.apply(target, args);
          if (Array.isArray(result)) most = Math.max(most, result.length);
          return result;
        };
      },
    });
  }) as Db['prepare'];
  return { count: () => n, mostRows: () => most, stop: () => (db.prepare = prepare) };
}

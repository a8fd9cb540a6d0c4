import type { Redis } from 'ioredis';

export type ScriptCall = (numberOfKeys: number, ...keysAndArgs: Array<string | Buffer>) => Promise<unknown>;

/**
 * Lua scripts as commands of `redis`, each named `{prefix}_{name}`: ioredis sends them by SHA (EVALSHA), not
 * their text on every call. Defined once per connection; the calls go through the connection as methods.
 */
export function defineScripts<Name extends string>(
  redis: Redis,
  prefix: string,
  lua: Record<Name, string>,
): Record<Name, ScriptCall> {
  const commands = redis as unknown as Record<string, ScriptCall>;
  const calls = {} as Record<Name, ScriptCall>;
  for (const [name, text] of Object.entries<string>(lua)) {
    const command = `${prefix}_${name}`;
    if (!commands[command]) redis.defineCommand(command, { lua: text });
    calls[name as Name] = (...args) => commands[command]!(...args);
  }
  return calls;
}

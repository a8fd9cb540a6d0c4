/**
 * The one migration runner for ClickHouse: numbered plain SQL files, statements separated by `;` at the end of
 * a line, applied in order and recorded in `schema_migrations`. ClickHouse has no transactions, so every
 * statement must be safe to run again (`IF NOT EXISTS`): a migration cut off half-way is re-run whole.
 * With CLICKHOUSE_CLUSTER the same files are rewritten for a cluster (`ClusterRewriter`).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MigrationFile, readMigrationDir } from '@billing/core';
import type { ClickHouseClient } from '@clickhouse/client';

export const CLICKHOUSE_MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), '..', 'migrations');

export function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((s) =>
      s
        .split('\n')
        .filter((line) => !line.trim().startsWith('--'))
        .join('\n')
        .trim(),
    )
    .filter(Boolean);
}

/** The runner's own table, as every deployment without a cluster has always created it. */
export const SCHEMA_MIGRATIONS_DDL = `CREATE TABLE IF NOT EXISTS schema_migrations (version UInt32, name String, applied_at DateTime64(3) DEFAULT now64(3))
      ENGINE = ReplacingMergeTree ORDER BY version`;

export interface MigrateEventsOptions {
  /**
   * CLICKHOUSE_CLUSTER: the cluster (a `remote_servers` entry) whose every node gets the schema. Unset: one
   * server (or chdb), and the statements run exactly as written in the files.
   */
  cluster?: string | undefined;
}

export type { MigrationFile } from '@billing/core';

export function readMigrationFiles(dir: string = CLICKHOUSE_MIGRATIONS): Promise<MigrationFile[]> {
  return readMigrationDir(dir);
}

/** The statement that creates the runner's table: on a cluster, one replicated table on every node. */
export function schemaMigrationsDdl(cluster: string | undefined): string {
  if (cluster === undefined) return SCHEMA_MIGRATIONS_DDL;
  // No {shard} in the path: every node of every shard is a replica of this one table, so any node the runner
  // connects to knows which migrations ran.
  return `CREATE TABLE IF NOT EXISTS schema_migrations ON CLUSTER ${ident(cluster)} (version UInt32, name String, applied_at DateTime64(3) DEFAULT now64(3))
      ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{database}/schema_migrations', '{replica}') ORDER BY version`;
}

/** The statements of each file, in order: as written, or rewritten for a cluster. */
export function migrationStatements(files: MigrationFile[], cluster: string | undefined): string[][] {
  if (cluster === undefined) return files.map((file) => splitStatements(file.sql));
  const rewriter = new ClusterRewriter(cluster);
  return files.map((file) => splitStatements(file.sql).flatMap((statement) => rewriter.rewrite(statement)));
}

export async function migrateEvents(
  client: ClickHouseClient,
  dir: string = CLICKHOUSE_MIGRATIONS,
  options: MigrateEventsOptions = {},
): Promise<number[]> {
  await client.command({ query: schemaMigrationsDdl(options.cluster) });
  const result = await client.query({
    query: 'SELECT version FROM schema_migrations FINAL',
    format: 'JSONEachRow',
  });
  const done = new Set((await result.json<{ version: number }>()).map((r) => Number(r.version)));
  const files = await readMigrationFiles(dir);
  // Every file is rewritten, also the ones already applied: a cluster's rewrite of a later file needs the
  // tables the earlier ones created.
  const statements = migrationStatements(files, options.cluster);
  const applied: number[] = [];
  for (const [i, file] of files.entries()) {
    if (done.has(file.version)) continue;
    for (const statement of statements[i]!) {
      await client.command({ query: statement });
    }
    await client.insert({
      table: 'schema_migrations',
      values: [{ version: file.version, name: file.name }],
      format: 'JSONEachRow',
    });
    applied.push(file.version);
  }
  return applied;
}

/** A cluster name as an identifier: plain names as they are, anything else quoted. */
function ident(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : `\`${name.replace(/[`\\]/g, (c) => `\\${c}`)}\``;
}

const CREATE_TABLE =
  /^CREATE TABLE IF NOT EXISTS (\w+)\s*\(([\s\S]*)\)\s*ENGINE\s*=\s*(\w+)(?:\(([^)]*)\))?([\s\S]*)$/;
const CREATE_TABLE_AS = /^CREATE TABLE IF NOT EXISTS (\w+)\s+AS\s+(\w+)$/;
const CREATE_VIEW = /^CREATE MATERIALIZED VIEW IF NOT EXISTS (\w+)\s+TO\s+(\w+)\s+AS\s+([\s\S]*)$/;
const ALTER_TABLE = /^ALTER TABLE (\w+)\s+([\s\S]*)$/;
const DROP = /^DROP (VIEW|TABLE) IF EXISTS (\w+)$/;
/** ALTERs that change the columns, which the Distributed table in front must follow. */
const COLUMN_ALTER = /^(ADD|DROP|MODIFY|RENAME|COMMENT) COLUMN\b/;

interface ReplicatedTable {
  /** The engine clause after the table's name and columns, for tables created `AS` this one. */
  engine: string;
  engineArgs: string | undefined;
  rest: string;
  shardingKey: string;
}

/**
 * Rewrites the migrations' DDL for a cluster. Each `*MergeTree` table `t` becomes `t_local` on every node
 * (`Replicated*MergeTree`, one replica set per shard) and `t` a `Distributed` table over them, sharded by
 * organization, so that every query and insert keeps its table name. Materialized views read and write the
 * local tables of their shard; index and mutation ALTERs go to the local tables, column ALTERs to both. Every
 * statement runs `ON CLUSTER`. The rewrite knows the statement shapes our migrations use; another shape is
 * refused rather than run on one node only.
 */
export class ClusterRewriter {
  private readonly cluster: string;
  private readonly tables = new Map<string, ReplicatedTable>();

  constructor(cluster: string) {
    this.cluster = ident(cluster);
  }

  rewrite(statement: string): string[] {
    const on = `ON CLUSTER ${this.cluster}`;
    let match = CREATE_TABLE.exec(statement);
    if (match) {
      const [, name, columns, engine, engineArgs, rest] = match as unknown as [
        string,
        string,
        string,
        string,
        string | undefined,
        string,
      ];
      if (!engine.endsWith('MergeTree'))
        return [
          `CREATE TABLE IF NOT EXISTS ${name} ${on} (${columns}) ENGINE = ${engine}${engineArgs === undefined ? '' : `(${engineArgs})`}${rest}`,
        ];
      const table: ReplicatedTable = {
        engine,
        engineArgs,
        rest,
        // All of an organization's rows on one shard: de-duplication (FINAL, GROUP BY event_id) and rollups
        // stay shard-local, and an organization's reads touch one shard.
        shardingKey: /\borganization_id\b/.test(columns) ? 'cityHash64(organization_id)' : 'rand()',
      };
      this.tables.set(name, table);
      return [
        `CREATE TABLE IF NOT EXISTS ${name}_local ${on} (${columns}) ENGINE = ${this.replicated(name, table)}${rest}`,
        this.distributed(name, table),
      ];
    }
    match = CREATE_TABLE_AS.exec(statement);
    if (match) {
      const [, name, source] = match as unknown as [string, string, string];
      const table = this.tables.get(source);
      if (!table) return [`CREATE TABLE IF NOT EXISTS ${name} ${on} AS ${source}`];
      this.tables.set(name, table);
      // The engine is written out: copied from the source, the replication path would be the source's, and the
      // two tables would replicate each other.
      return [
        `CREATE TABLE IF NOT EXISTS ${name}_local ${on} AS ${source}_local ENGINE = ${this.replicated(name, table)}${table.rest}`,
        this.distributed(name, table),
      ];
    }
    match = CREATE_VIEW.exec(statement);
    if (match) {
      const [, name, target, select] = match as unknown as [string, string, string, string];
      return [
        `CREATE MATERIALIZED VIEW IF NOT EXISTS ${name} ${on} TO ${this.local(target)} AS ${this.localTables(select)}`,
      ];
    }
    match = ALTER_TABLE.exec(statement);
    if (match) {
      const [, name, change] = match as unknown as [string, string, string];
      if (!this.tables.has(name)) return [`ALTER TABLE ${name} ${on} ${change}`];
      const local = `ALTER TABLE ${name}_local ${on} ${change}`;
      if (!COLUMN_ALTER.test(change)) return [local];
      // The Distributed table stores nothing: it follows the columns and types, not how a shard compresses them.
      return [local, `ALTER TABLE ${name} ${on} ${withoutCodecs(change)}`];
    }
    match = DROP.exec(statement);
    if (match) {
      const [, kind, name] = match as unknown as [string, string, string];
      if (kind === 'VIEW' || !this.tables.has(name)) return [`DROP ${kind} IF EXISTS ${name} ${on}`];
      this.tables.delete(name);
      return [`DROP TABLE IF EXISTS ${name} ${on}`, `DROP TABLE IF EXISTS ${name}_local ${on}`];
    }
    if (/^(INSERT|SELECT)\b/.test(statement)) return [statement];
    throw new Error(`CLICKHOUSE_CLUSTER: no cluster form for this migration statement:\n${statement}`);
  }

  private replicated(name: string, table: ReplicatedTable): string {
    const path = `'/clickhouse/tables/{shard}/{database}/${name}_local', '{replica}'`;
    const args = table.engineArgs?.trim() ? `${path}, ${table.engineArgs.trim()}` : path;
    return `Replicated${table.engine}(${args})`;
  }

  private distributed(name: string, table: ReplicatedTable): string {
    return `CREATE TABLE IF NOT EXISTS ${name} ON CLUSTER ${this.cluster} AS ${name}_local ENGINE = Distributed(${this.cluster}, currentDatabase(), ${name}_local, ${table.shardingKey})`;
  }

  private local(name: string): string {
    return this.tables.has(name) ? `${name}_local` : name;
  }

  /** A view's SELECT reads the local table of its own shard (the insert it sees is that shard's block). */
  private localTables(select: string): string {
    return select.replace(/\b(FROM|JOIN)\s+(\w+)\b/g, (all, keyword: string, name: string) =>
      this.tables.has(name) ? `${keyword} ${name}_local` : all,
    );
  }
}

/** A column definition without its `CODEC(...)` clauses (nested parentheses included). */
export function withoutCodecs(definition: string): string {
  let out = '';
  let i = 0;
  for (;;) {
    const at = definition.indexOf(' CODEC(', i);
    if (at < 0) return out + definition.slice(i);
    out += definition.slice(i, at);
    let depth = 0;
    let j = at + ' CODEC'.length;
    for (; j < definition.length; j++) {
      if (definition[j] === '(') depth++;
      else if (definition[j] === ')' && --depth === 0) break;
    }
    i = j + 1;
  }
}

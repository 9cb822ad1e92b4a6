import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ENTITY_TYPES, type AuditEntityType } from '@secops/domain/audit';
import { AUDIT_TABLES, auditLabelGaps, type AuditColumn } from '@secops/domain/audit-tables';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { AUDITED_TABLES } from './audit-names.repository.ts';

type Trigger = { table: string; entity: string; key: string; hidden: string[] };

describe('audit catalogue against the database', () => {
  let t: TestApp;
  let triggers: Trigger[];
  let columns: Map<string, AuditColumn[]>;

  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    t = await createTestApp();
    // Each audited table has a trigger audit_row_change(entity, key column, hidden columns…).
    const defs = await rows<{ table: string; def: string }>(sql`
      select c.relname as "table", pg_get_triggerdef(tg.oid) as def
      from pg_trigger tg join pg_class c on c.oid = tg.tgrelid join pg_proc p on p.oid = tg.tgfoid
      where p.proname = 'audit_row_change' and not tg.tgisinternal`);
    triggers = defs.map(({ table, def }) => {
      const args = [...(def.split('audit_row_change(')[1] ?? '').matchAll(/'([^']*)'/g)].map(
        (m) => m[1] ?? '',
      );
      const [entity = '', key = '', ...hidden] = args;
      return { table, entity, key, hidden };
    });
    const enumValues = new Map<string, string[]>();
    const enums = await rows<{ type: string; value: string }>(sql`
      select t.typname as type, e.enumlabel as value from pg_enum e join pg_type t on t.oid = e.enumtypid`);
    for (const e of enums) enumValues.set(e.type, [...(enumValues.get(e.type) ?? []), e.value]);
    const cols = await rows<{ table: string; name: string; udt: string }>(sql`
      select table_name as "table", column_name as name, udt_name as udt
      from information_schema.columns where table_schema = current_schema()`);
    columns = new Map();
    for (const c of cols) {
      columns.set(c.table, [
        ...(columns.get(c.table) ?? []),
        { name: c.name, enumValues: enumValues.get(c.udt) },
      ]);
    }
  });
  afterAll(() => t.close());

  it('has one catalogue entry per audited table, with the trigger’s key and hidden columns', () => {
    expect(triggers.map((tr) => tr.entity).sort()).toEqual([...AUDIT_ENTITY_TYPES].sort());
    for (const trigger of triggers) {
      const table = AUDIT_TABLES[trigger.entity as AuditEntityType];
      expect({
        entity: trigger.entity,
        table: table.table,
        key: table.key,
        hidden: [...table.hidden].sort(),
      }).toEqual({
        entity: trigger.entity,
        table: trigger.table,
        key: trigger.key,
        hidden: [...trigger.hidden].sort(),
      });
    }
  });

  it('labels every audited column and gives every enum value in French', () => {
    const gaps = triggers.flatMap((trigger) => {
      const entity = trigger.entity as AuditEntityType;
      // Enums checked by the application only (text columns) are known to the Drizzle schema.
      const drizzleEnums = new Map(
        (Object.values(getTableColumns(AUDITED_TABLES[entity])) as PgColumn[]).map((c) => [
          c.name,
          c.enumValues,
        ]),
      );
      const tableColumns = (columns.get(trigger.table) ?? []).map((c) => ({
        name: c.name,
        enumValues: c.enumValues ?? drizzleEnums.get(c.name),
      }));
      expect(tableColumns.length, trigger.table).toBeGreaterThan(0);
      return auditLabelGaps(entity, tableColumns);
    });
    expect(gaps).toEqual([]);
  });

  it('would name a column added without a label', () => {
    const vehicle = columns.get('vehicles') ?? [];
    expect(auditLabelGaps('vehicle', [...vehicle, { name: 'fuel_card' }])).toEqual([
      'vehicle.fuel_card : libellé manquant',
    ]);
  });
});

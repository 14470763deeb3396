/**
 * The notice a process sends the others after it wrote (server/dataNotice.ts): the tables it
 * carries decide which kept lists the others drop; a notice that cannot say drops them all.
 */
import { describe, expect, it } from 'vitest';
import { createWrittenTables, readNotice } from '../../server/dataNotice';

const isChange = (c: unknown): c is { id: string } => typeof (c as { id?: unknown })?.id === 'string';

describe('the data notice between processes', () => {
  it('carries the tables written since the last notice, or all of them once a write could not say', () => {
    const written = createWrittenTables();
    written.add(new Set(['orders', 'customers']));
    written.add(new Set(['orders', 'report_day_sales']));
    expect(written.take()).toEqual(['orders', 'customers', 'report_day_sales']);
    expect(written.take()).toEqual([]);
    written.add(new Set(['artists']));
    written.add('all');
    written.add(new Set(['producers']));
    expect(written.take()).toBe('all');
    expect(written.take()).toEqual([]);
  });

  it('reads the tables a notice names, and counts every table written for one that names none or comes in the earlier form', () => {
    expect(readNotice({ changes: [{ id: 'a' }, { nope: 1 }], tables: ['producers'] }, isChange)).toEqual({ changes: [{ id: 'a' }], tables: ['producers'] });
    expect(readNotice({ changes: [], tables: 'all' }, isChange)).toEqual({ changes: [], tables: null });
    expect(readNotice({ changes: [], tables: ['producers', 3] }, isChange)).toEqual({ changes: [], tables: null });
    // A process of the earlier version sends the bare list of changes.
    expect(readNotice([{ id: 'b' }], isChange)).toEqual({ changes: [{ id: 'b' }], tables: null });
    expect(readNotice(undefined, isChange)).toEqual({ changes: [], tables: null });
  });
});

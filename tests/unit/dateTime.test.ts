/**
 * One date-time format everywhere (issue 9 item 23): 23/11/2026 18:55 in São Paulo's time, in
 * tables, inputs, pages and the messages the server sends, whatever the machine's time zone.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dayBoundary, formatDate, formatDateTime, formatDay, formatDayTime, formatTime, fromLocalInput, parseDateTime, parseDay, toLocalInput } from '../../src/framework/dates';
import { formatValue } from '../../src/framework/format';
import { courtesyMessage } from '../../server/delivery/courtesyMessage';

const AT = '2026-11-23T21:55:00Z';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('date-time format', () => {
  it('writes 23/11/2026 18:55 in São Paulo time', () => {
    expect(formatDateTime(AT)).toBe('23/11/2026 18:55');
    expect(formatDateTime('2026-11-24T03:05:00Z')).toBe('24/11/2026 00:05');
    expect(formatDate(AT)).toBe('23/11/2026');
    expect(formatDateTime(null)).toBe('');
  });

  it('writes the short answers of the entrance (dd/mm hh:mm, hh:mm) in São Paulo time', () => {
    // 02:05 UTC on 1 January is still 31 December in São Paulo.
    expect(formatDayTime('2027-01-01T02:05:00.000Z')).toBe('31/12 23:05');
    expect(formatTime('2027-01-01T02:05:00.000Z')).toBe('23:05');
    expect(formatDayTime(null)).toBe('');
    expect(formatTime('nada')).toBe('');
  });

  it('is the same in generated tables and in the courtesy message', () => {
    expect(formatValue('datetime', AT)).toBe('23/11/2026 18:55');
    const message = courtesyMessage({
      name: 'Ana', eventTitle: 'Forró', eventStartAt: AT, ticketTitle: 'Inteira', lotTitle: 'Lote 1', sectorName: 'Pista', businessName: 'Bilheteria', redeemUrl: 'https://x/r',
    });
    expect(message.text).toContain('23/11/2026 18:55');
    expect(message.text).not.toContain('23/11/2026,');
  });

  it('reads what the user types as São Paulo time, and refuses dates that do not exist', () => {
    expect(parseDateTime('23/11/2026 18:55')).toBe('2026-11-23T21:55:00.000Z');
    expect(formatDateTime(parseDateTime('05/12/2025 20:30'))).toBe('05/12/2025 20:30');
    // Summer time of 2018 (UTC-2) is honoured for old records.
    expect(parseDateTime('15/01/2018 12:00')).toBe('2018-01-15T14:00:00.000Z');
    expect(parseDateTime('31/02/2025 10:00')).toBeNull();
    expect(parseDateTime('10/02/2025 24:00')).toBeNull();
    expect(parseDateTime('10/02/2025 10:60')).toBeNull();
  });

  it('bounds a filter day by São Paulo midnight', () => {
    expect(dayBoundary('2026-11-23', 'start')).toBe('2026-11-23T03:00:00.000Z');
    expect(dayBoundary('2026-11-23', 'end')).toBe('2026-11-24T02:59:59.999Z');
    // A day that does not exist (typed into the address) filters nothing instead of rolling into March.
    expect(dayBoundary('2026-02-31', 'start')).toBeUndefined();
  });

  it('reads a day typed dd/mm/aaaa and refuses one that does not exist (issue 9 item 15)', () => {
    expect(parseDay('01/12/2026')).toBe('2026-12-01');
    expect(parseDay('29/02/2028')).toBe('2028-02-29');
    expect(parseDay('29/02/2026')).toBeNull();
    expect(parseDay('31/04/2026')).toBeNull();
    expect(parseDay('01/13/2026')).toBeNull();
    expect(parseDay('01/12/0026')).toBeNull();
    expect(parseDay('01/12/20')).toBeNull();
    expect(formatDay('2026-12-01')).toBe('01/12/2026');
    expect(formatDay('')).toBe('');
  });

  it("gives the browser's date-time picker São Paulo's wall time and reads its answer back as such", () => {
    expect(toLocalInput('2025-12-05T23:00:00.000Z')).toBe('2025-12-05T20:00');
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('2025-12-06T02:30')).toBe('2025-12-06T05:30:00.000Z');
    expect(fromLocalInput('2025-02-31T10:00')).toBeNull();
    expect(fromLocalInput('')).toBeNull();
  });

  it('has no other date-time formatter in the code', () => {
    const other = /toLocaleDateString|toLocaleTimeString|dateStyle|timeStyle|hour: '2-digit'/;
    const offenders = ['src', 'server']
      .flatMap(sourceFiles)
      .filter((f) => !f.endsWith(join('shared', 'dateTime.ts')) && other.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});

/**
 * The customers CSV's pieces: the server's cells (formula neutralisation, quoting, pt-BR money)
 * and the browser's reading of the stream (rows counted outside quoted cells, the file name, a cut
 * download that rejects instead of becoming a file).
 */
import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, csvMoney } from '../../server/resources/customers/csv';
import { csvStream } from '../../server/resources/customers/export';
import { CsvRowCounter, fileNameOf } from '../../src/resources/customers/csvRows';
import { customerCalls } from '../../src/resources/customers/customerCalls';

describe('the server stream', () => {
  it('gzips every page to a slow reader without piling up listeners (one wait per page, none left behind)', async () => {
    // Pieces gzip cannot shrink, so each page fills its buffer and the writer waits for the reader.
    const pages = Array.from({ length: 40 }, () => randomBytes(48 * 1024).toString('base64'));
    const stream = csvStream((async function* () { yield* pages; })(), true);
    let most = 0;
    const received: Buffer[] = [];
    for await (const chunk of stream) {
      received.push(chunk as Buffer);
      most = Math.max(most, stream.listenerCount('close'), stream.listenerCount('error'));
      await new Promise((r) => setTimeout(r, 1));
    }
    expect(gunzipSync(Buffer.concat(received)).toString()).toBe(pages.join(''));
    expect(most).toBeLessThan(5);
  });
});

describe('server cells', () => {
  it('neutralises a first =, +, -, @, tab or CR with a quote, and quotes separators, quotes and line breaks', () => {
    expect(['=1', '+1', '-1', '@a', '\tx', '\rx', 'ok', 'a=b', ''].map(csvCell)).toEqual(["'=1", "'+1", "'-1", "'@a", "'\tx", '"\'\rx"', 'ok', 'a=b', '']);
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a "b"')).toBe('"a ""b"""');
    expect(csvCell('linha\nquebrada')).toBe('"linha\nquebrada"');
    expect(csvCell(null)).toBe('');
  });

  it('writes money as Excel pt-BR reads a number', () => {
    expect([0, 5, 123456, 100000000, 99].map(csvMoney)).toEqual(['0,00', '0,05', '1.234,56', '1.000.000,00', '0,99']);
  });

  it('writes a customer with masks, an empty cell for what is missing, the São Paulo day', () => {
    const line = csvLine({
      profile: { fullName: '=Ana', phoneNumber: '8133224455' },
      docCPF: '52998224725',
      email: null,
      ordersCount: 2,
      ticketsCount: 3,
      totalSpent: 123456,
      lastOrderAt: '2026-01-01T02:00:00Z',
    });
    expect(line).toBe("'=Ana;529.982.247-25;;(81) 3322-4455;2;3;1.234,56;31/12/2025\r\n");
  });
});

describe('browser reading', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  it('counts rows after the header, outside quoted cells, across pieces', () => {
    const counter = new CsvRowCounter();
    for (const piece of ['\uFEFFNome;CPF\r\n', 'Ana;1\r\nBia', ';2\r\n"Linha\r\nquebrada";3\r', '\n']) counter.add(bytes(piece));
    expect(counter.rows).toBe(3);
  });

  it('reads the file name of Content-Disposition, its UTF-8 form first', () => {
    expect(fileNameOf(`attachment; filename="clientes-24-11-2026.csv"; filename*=UTF-8''clientes-24-11-2026.csv`, 'x.csv')).toBe('clientes-24-11-2026.csv');
    expect(fileNameOf(`attachment; filename*=UTF-8''relat%C3%B3rio.csv`, 'x.csv')).toBe('relatório.csv');
    expect(fileNameOf(null, 'x.csv')).toBe('x.csv');
  });

  function streamed(pieces: string[], fail = false) {
    const http = Object.assign(async () => ({ status: 200, json: null }), {
      stream: async (path: string, options?: { query?: Record<string, unknown> }) => {
        expect(path).toBe('/business/customers/downloadable');
        expect(options?.query).toEqual({ eventId: 'e1' });
        let i = 0;
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (i < pieces.length) controller.enqueue(bytes(pieces[i++]));
            else if (fail) controller.error(new TypeError('terminated'));
            else controller.close();
          },
        });
        return new Response(body, { headers: { 'content-disposition': `attachment; filename="clientes-01-01-2026.csv"` } });
      },
    });
    return customerCalls(http as never);
  }

  it('answers the whole file, its name and its rows, telling the progress on the way', async () => {
    const seen: number[] = [];
    const file = await streamed(['\uFEFFNome\r\n', 'Ana\r\n', 'Bia\r\n']).exportCustomers({ filter: { eventId: 'e1' }, onProgress: (n) => seen.push(n), fallbackName: 'x.csv' });
    expect(file.fileName).toBe('clientes-01-01-2026.csv');
    expect(file.rows).toBe(2);
    expect(seen).toEqual([0, 1, 2]);
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(bytes('\uFEFFNome\r\nAna\r\nBia\r\n'));
  });

  it('rejects a download cut on the way: no file', async () => {
    await expect(streamed(['\uFEFFNome\r\n', 'Ana\r\n'], true).exportCustomers({ filter: { eventId: 'e1' }, fallbackName: 'x.csv' })).rejects.toThrow('terminated');
  });
});

import { describe, expect, test } from 'vitest';
import { toCsv } from './csv.ts';

const text = (file: Buffer) => file.toString('utf8');

describe('[REPORTS] CSV of a report table (RFC 4180)', () => {
  test('a UTF-8 byte order mark, CRLF line ends, a header of the labels, then the rows', () => {
    const file = toCsv([{ label: 'Device' }, { label: 'Count' }], [['Freezer 1', 3]]);
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text(file)).toBe('\uFEFFDevice,Count\r\nFreezer 1,3\r\n');
  });

  test('fields holding a comma, a quote or a line break are quoted, quotes doubled', () => {
    const file = toCsv(
      [{ label: 'Name, full' }, { label: 'Note' }],
      [
        ['Door "A"', 'line one\nline two'],
        ['a,b', 'ok\r\n'],
      ],
    );
    expect(text(file)).toBe(
      '\uFEFF"Name, full",Note\r\n"Door ""A""","line one\nline two"\r\n"a,b","ok\r\n"\r\n',
    );
  });

  test('yes/no for booleans, nothing for null, numbers as written; Arabic kept as is', () => {
    const file = toCsv(
      [{ label: 'الجهاز' }, { label: 'Acknowledged' }, { label: 'Minutes' }],
      [
        ['ثلاجة ١', true, 12.5],
        ['Freezer 2', false, null],
      ],
    );
    expect(text(file)).toBe('\uFEFFالجهاز,Acknowledged,Minutes\r\nثلاجة ١,yes,12.5\r\nFreezer 2,no,\r\n');
  });

  test('a text a spreadsheet would run as a formula is kept as text', () => {
    const file = toCsv([{ label: 'Name' }], [['=HYPERLINK("x")'], ['+1'], ['-2'], ['@SUM(A1)']]);
    expect(text(file)).toBe('\uFEFFName\r\n"\'=HYPERLINK(""x"")"\r\n\'+1\r\n\'-2\r\n\'@SUM(A1)\r\n');
  });
});

import ExcelJS from 'exceljs';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCount, openTestApi, type TestApi } from '../../testing/test-api';
import {
  base64,
  csvOf,
  drillRow,
  HEADER,
  lieAboutSizes,
  plainZip,
  workbookOf,
  zipBomb,
} from './testing/bulk-test-files';

describe.each(databaseTargets())('drill bulk upload preview on $name', (target) => {
  let api: TestApi;
  let cookie: string;
  const preview = (body: Record<string, unknown>, as: string | null = cookie) =>
    api.request({
      method: 'POST',
      url: '/api/drills/bulk-upload',
      cookie: as ?? undefined,
      body: { fileName: 'drills.csv', sport: 'quadball', visibility: 'public', ...body },
    });
  const previewCsv = (rows: string[][]) => preview({ contentBase64: base64(csvOf(rows)) });

  beforeAll(async () => {
    api = await openTestApi(target);
    cookie = await api.signUp('uploader@example.com', 'Uma Uploader');
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  it('previews a CSV: each row parsed and validated by the schema, nothing stored', async () => {
    const before = await eventCount(api.core);
    const response = await previewCsv([
      drillRow('Three-man weave', { 'Positions Focused On': 'Chaser; keeper', 'Skill Level': '1;2', Complexity: '3' }),
      drillRow('Bad levels', { 'Skill Level': '2, 9', 'Suggested Length Min': 'ten' }),
      drillRow(''),
    ]);
    expect(response.status).toBe(200);
    expect(response.body.summary).toEqual({ total: 3, valid: 1, invalid: 2, duplicates: 0 });
    expect(response.body.warnings).toEqual([]);
    const [good, bad, nameless] = response.body.rows;
    expect(good).toMatchObject({ row: 2, errors: {}, duplicateOfExisting: null, duplicateInFileRow: null });
    expect(good.input).toMatchObject({
      name: 'Three-man weave',
      positions: ['Chaser', 'keeper'],
      skillLevels: ['New to Sport', 'Beginner'],
      complexity: 'High',
      visibility: 'public',
    });
    expect(good.raw['skillLevels']).toBe('1;2');
    expect(bad.row).toBe(3);
    expect(bad.errors).toEqual({
      skillLevels: ['“9”: Skill level must be one of New to Sport, Beginner, Intermediate, Advanced, Expert.'],
      lengthMin: ['Enter the shortest length in minutes.'],
    });
    expect(nameless.errors).toEqual({ name: ['Give the drill a name.'] });
    expect(await eventCount(api.core)).toBe(before);
  });

  it('previews an .xlsx made with exceljs: numbers, dates, formulas and rich text', async () => {
    const row = (
      name: ExcelJS.CellValue,
      lengthMin: ExcelJS.CellValue,
      lengthMax: ExcelJS.CellValue = 20,
    ): ExcelJS.CellValue[] => {
      const cells: ExcelJS.CellValue[] = drillRow('x');
      cells[0] = name;
      cells[6] = lengthMin;
      cells[7] = lengthMax;
      cells[4] = 3; // skill level as an Excel number
      cells[9] = 0; // 0 people max: open-ended
      return cells;
    };
    const workbook = await workbookOf([
      row('Numbers', 5),
      row({ richText: [{ text: 'Rich ' }, { font: { bold: true }, text: 'text' }] }, { formula: 'G2*2', result: 10 }),
      row('Dated', new Date(Date.UTC(2024, 0, 5))),
    ]);
    const response = await preview({ fileName: 'drills.xlsx', contentBase64: base64(workbook) });
    expect(response.status).toBe(200);
    expect(response.body.warnings).toEqual(['Read the sheet “Drills”; the workbook’s other sheets were ignored.']);
    const [numbers, rich, dated] = response.body.rows;
    expect(numbers).toMatchObject({
      row: 2,
      errors: {},
      input: { lengthMin: 5, lengthMax: 20, skillLevels: ['Intermediate'], playersMax: null },
    });
    expect(rich).toMatchObject({ row: 3, errors: {}, input: { name: 'Rich text', lengthMin: 10 } });
    expect(dated.errors).toEqual({
      lengthMin: ['Suggested Length Min holds a date (2024-01-05), not a number. Format the cell as a number.'],
    });
  });

  it('flags duplicates within the file and against drills the uploader can find', async () => {
    const batch = await api.request({
      method: 'POST',
      url: '/api/drills/import-batches',
      cookie,
      body: { fileName: 'seed.csv', sport: 'quadball', visibility: 'private', total: 1 },
    });
    const first = await previewCsv([drillRow('Box drill')]);
    const imported = await api.request({
      method: 'POST',
      url: `/api/drills/import-batches/${batch.body.batchId}/rows`,
      cookie,
      body: { rows: [{ ...first.body.rows[0].input, visibility: 'private' }] },
    });
    expect(imported.status).toBe(200);
    expect(
      (
        await api.request({
          method: 'POST',
          url: `/api/drills/import-batches/${batch.body.batchId}/complete`,
          cookie,
          body: {},
        })
      ).status,
    ).toBe(200);
    const response = await previewCsv([
      drillRow('box  DRILL'),
      drillRow('Fresh'),
      drillRow('fresh'),
      drillRow('Box drill', { Sport: 'Soccer', 'Positions Focused On': 'Forward', 'Drill Type': 'Warmup' }),
    ]);
    expect(
      response.body.rows.map((r: { duplicateOfExisting: unknown; duplicateInFileRow: unknown }) => [
        r.duplicateOfExisting,
        r.duplicateInFileRow,
      ]),
    ).toEqual([
      [{ id: imported.body.drillIds[0], name: 'Box drill' }, null],
      [null, null],
      [null, 3],
      [null, null],
    ]);
    expect(response.body.summary.duplicates).toBe(2);
    // Another coach cannot see that private drill, so it is no duplicate for them (and its name is not revealed).
    const other = await api.signUp('other@example.com');
    const theirs = await preview({ contentBase64: base64(csvOf([drillRow('Box drill')])) }, other);
    expect(theirs.body.rows[0].duplicateOfExisting).toBeNull();
    const check = await api.request({
      method: 'POST',
      url: '/api/drills/bulk-upload/duplicates',
      cookie,
      body: {
        names: [
          { sport: 'quadball', name: ' BOX drill' },
          { sport: 'quadball', name: 'Nope' },
        ],
      },
    });
    expect(check.body.matches).toEqual([
      { sport: 'quadball', name: 'BOX drill', drill: { id: imported.body.drillIds[0], name: 'Box drill' } },
    ]);
  });

  it('reports unknown columns once and ignores them', async () => {
    const csv = [
      [...HEADER, 'Coach notes'].join(','),
      [...drillRow('A'), 'n'].map((c) => JSON.stringify(c)).join(','),
    ].join('\n');
    const response = await preview({ contentBase64: base64(csv) });
    expect(response.status).toBe(200);
    expect(response.body.warnings).toEqual(['Ignored column not in the template: “Coach notes”.']);
    expect(response.body.rows[0].errors).toEqual({});
  });

  it('refuses a file without a required column', async () => {
    const csv = csvOf([drillRow('A')]).replace('Skills Focused On', 'Notes');
    const response = await preview({ contentBase64: base64(csv) });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({
      code: 'BULK.MISSING_COLUMNS',
      details: { missingColumns: ['Skills Focused On'] },
    });
  });

  it('refuses a text file named .xlsx and a zip that is not a workbook (by content, not name)', async () => {
    const text = await preview({ fileName: 'drills.xlsx', contentBase64: base64(csvOf([drillRow('A')])) });
    expect(text.status).toBe(400);
    expect(text.body.error.code).toBe('BULK.NOT_A_WORKBOOK');
    const zip = await preview({ fileName: 'drills.xlsx', contentBase64: base64(plainZip()) });
    expect(zip.status).toBe(400);
    expect(zip.body.error.code).toBe('BULK.NOT_A_WORKBOOK');
    // A real workbook is read as one whatever it is called.
    const renamed = await preview({
      fileName: 'drills.csv',
      contentBase64: base64(await workbookOf([drillRow('Renamed')])),
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.kind).toBe('xlsx');
    const binary = await preview({
      fileName: 'drills.csv',
      contentBase64: base64(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 1, 2])),
    });
    expect(binary.body.error.code).toBe('BULK.UNSUPPORTED_FILE');
  });

  it('refuses zip bombs before opening them: too big, too tightly packed, or lying about sizes', async () => {
    const big = zipBomb(60 * 1024 * 1024);
    expect(big.length).toBeLessThan(1024 * 1024);
    for (const bomb of [big, zipBomb(5 * 1024 * 1024), lieAboutSizes(big)]) {
      const response = await preview({ fileName: 'bomb.xlsx', contentBase64: base64(bomb) });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('BULK.FILE_TOO_COMPLEX');
    }
  });

  it('refuses malformed CSV, naming the line', async () => {
    const csv = `${HEADER.join(',')}\n${drillRow('Fine').join(',')}\n"Unclosed,quote,here\n${drillRow('Later').join(',')}\n`;
    const response = await preview({ contentBase64: base64(csv) });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('BULK.MALFORMED_CSV');
    expect(response.body.error.details.line).toBe(3);
    expect(response.body.error.message).toMatch(/near line 3: a quoted cell is never closed/);
  });

  it('takes 5,000 rows in a file of several MB (the route’s own body limit) and refuses 5,001', async () => {
    const long = 'A long description of the drill. '.repeat(40);
    const rows = Array.from({ length: 5_001 }, (_, i) => drillRow(`Drill ${i + 1}`, { 'Detailed Description': long }));
    const tooMany = await preview({ contentBase64: base64(csvOf(rows)) });
    expect(JSON.stringify({ contentBase64: base64(csvOf(rows)) }).length).toBeGreaterThan(8 * 1024 * 1024);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatchObject({
      code: 'BULK.TOO_MANY_ROWS',
      details: { rowCount: 5_001, maxRows: 5_000 },
    });
    const fine = await preview({
      contentBase64: base64(
        csvOf(
          rows.slice(0, 5_000).map((row) => {
            row[2] = '';
            return row;
          }),
        ),
      ),
    });
    expect(fine.status).toBe(200);
    expect(fine.body.summary).toEqual({ total: 5_000, valid: 5_000, invalid: 0, duplicates: 0 });
    expect(fine.body.rows.at(-1).row).toBe(5_001);
  });

  it('keeps the global body limit on other routes, and 12 MB on this one', async () => {
    const big = await api.request({
      method: 'POST',
      url: '/api/drills/import-batches',
      cookie,
      body: { fileName: 'x'.repeat(2 * 1024 * 1024), sport: 'quadball', visibility: 'public', total: 1 },
    });
    expect(big.status).toBe(413);
    const huge = await preview({ contentBase64: 'A'.repeat(13 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe('REQUEST.TOO_LARGE');
  });

  it('needs a signed-in user and valid choices', async () => {
    expect((await preview({ contentBase64: base64('a') }, null)).status).toBe(401);
    const bad = await preview({ sport: 'curling', visibility: 'everyone', contentBase64: '***' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.details.fields).sort()).toEqual(['contentBase64', 'sport', 'visibility']);
  });

  it('serves templates that preview cleanly: CSV, and .xlsx with an “Allowed values” sheet', async () => {
    const csv = await api.request({ method: 'GET', url: '/api/drills/bulk-upload/template.csv?sport=soccer' });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="sideline-drills-soccer.csv"');
    const csvPreview = await preview({ sport: 'soccer', contentBase64: base64(csv.body) });
    expect(csvPreview.body.summary).toEqual({ total: 2, valid: 2, invalid: 0, duplicates: 0 });

    const xlsx = await api.app.inject({ method: 'GET', url: '/api/drills/bulk-upload/template.xlsx' });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as never);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Drills', 'Allowed values']);
    expect(workbook.getWorksheet('Allowed values')!.getCell('A3').value).toBe('2: Beginner');
    expect(workbook.getWorksheet('Drills')!.getCell('G2').value).toBe(5);
    const xlsxPreview = await preview({ fileName: 'template.xlsx', contentBase64: base64(xlsx.rawPayload) });
    expect(xlsxPreview.body.summary).toEqual({ total: 2, valid: 2, invalid: 0, duplicates: 0 });
    expect((await api.request({ method: 'GET', url: '/api/drills/bulk-upload/template.csv?sport=chess' })).status).toBe(
      400,
    );
  });
});

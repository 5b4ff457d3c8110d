// @vitest-environment happy-dom
import { parseDrillRow, type BulkField } from '@sideline/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BulkPreview } from './bulk-upload-api';
import { BulkUploadPage } from './bulk-upload-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const cells = (
  name: string,
  overrides: Partial<Record<BulkField, string>> = {},
): Partial<Record<BulkField, string>> => ({
  name,
  briefDescription: 'Brief.',
  drillTypes: 'Warmup',
  skillLevels: '2',
  lengthMin: '5',
  lengthMax: '10',
  playersMin: '2',
  skills: 'Passing',
  positions: 'Chaser',
  ...overrides,
});

function previewOf(rows: Partial<Record<BulkField, string>>[]): BulkPreview {
  const parsed = rows.map((raw, i) => {
    const { row, input, errors } = parseDrillRow(i + 2, raw, { sport: 'quadball', visibility: 'public' });
    return { row, raw, input, errors, duplicateOfExisting: null, duplicateInFileRow: null };
  });
  return {
    fileName: 'drills.csv',
    kind: 'csv',
    rows: parsed,
    summary: { total: parsed.length, valid: 0, invalid: 0, duplicates: 0 },
    warnings: ['Ignored column not in the template: “Notes”.'],
  };
}

type Route = (url: string, body: any) => Response | undefined;

function renderPage(route: Route) {
  const requests: { method: string; url: string; body: any }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      requests.push({ method: init.method ?? 'GET', url, body });
      return route(url, body) ?? json(404, { error: { code: 'ROUTE.NOT_FOUND', message: 'none' } });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/drills/bulk-upload', Component: BulkUploadPage }], {
    initialEntries: ['/drills/bulk-upload'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return requests;
}

const csvFile = () => new File(['Name\nx'], 'drills.csv', { type: 'text/csv' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the bulk upload page', () => {
  it('previews a file, fixes a row inline, drops another, imports the rest in chunks, and lists the import', async () => {
    const user = userEvent.setup();
    let imported = false;
    const requests = renderPage((url, body) => {
      if (url === '/api/drills/bulk-upload')
        return json(
          200,
          previewOf([cells('Box'), cells('Weave', { skillLevels: '9' }), cells('', { positions: 'Goalie' })]),
        );
      if (url.startsWith('/api/drills/import-batches?')) {
        return json(200, {
          items: imported
            ? [
                {
                  batchId: 'b1',
                  fileName: 'drills.csv',
                  sport: 'quadball',
                  visibility: 'public',
                  total: 2,
                  count: 2,
                  status: 'completed',
                  undone: false,
                  createdAt: '2025-01-01T10:00:00Z',
                  completedAt: null,
                  undoneAt: null,
                },
              ]
            : [],
        });
      }
      if (url === '/api/drills/import-batches') return json(201, { batchId: 'b1' });
      if (url === '/api/drills/import-batches/b1/rows')
        return json(200, { imported: body.rows.length, drillIds: body.rows.map((_: unknown, i: number) => `d${i}`) });
      if (url === '/api/drills/import-batches/b1/complete') {
        imported = true;
        return json(200, { batch: null });
      }
      return undefined;
    });
    expect(await screen.findByText('You have not imported any drills yet.')).toBeTruthy();

    await user.upload(screen.getByLabelText(/Choose a CSV or Excel/), csvFile());
    expect(await screen.findByText(/3 rows, 1 valid, 2 with problems/)).toBeTruthy();
    expect(screen.getByText('Ignored column not in the template: “Notes”.')).toBeTruthy();
    const preview = requests.find((r) => r.url === '/api/drills/bulk-upload')!;
    expect(preview.body).toMatchObject({
      fileName: 'drills.csv',
      sport: 'quadball',
      visibility: 'public',
      contentBase64: btoa('Name\nx'),
    });
    expect(
      screen.getByText('“9”: Skill level must be one of New to Sport, Beginner, Intermediate, Advanced, Expert.'),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /^Invalid \(2\)/ }));
    expect(screen.queryByText('Box')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit row 3' }));
    const editor = screen.getByRole('form', { name: 'Edit row 3' });
    const level = within(editor).getByLabelText('Skill Level');
    await user.clear(level);
    await user.type(level, '4');
    expect(within(editor).getByText('This row is ready to import.')).toBeTruthy();
    await user.click(within(editor).getByRole('button', { name: 'Save row' }));
    expect(await screen.findByText(/3 rows, 2 valid, 1 with problems/)).toBeTruthy();
    // Row 3 left the "Invalid" view, so focus lands on the table rather than the top of the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Rows of the file' })));

    await user.click(screen.getByRole('button', { name: 'Remove row 4' }));
    expect(await screen.findByText(/2 rows, 2 valid, 0 with problems/)).toBeTruthy();
    expect(screen.getByText(/1 row removed/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Import 2 drills' }));
    expect(await screen.findByText(/Imported 2 drills/)).toBeTruthy();
    const rows = requests.filter((r) => r.url.endsWith('/rows'));
    expect(rows).toHaveLength(1);
    expect(
      rows[0]!.body.rows.map((row: { name: string; skillLevels: string[] }) => [row.name, row.skillLevels]),
    ).toEqual([
      ['Box', ['Beginner']],
      ['Weave', ['Advanced']],
    ]);
    expect(requests.find((r) => r.url === '/api/drills/import-batches')!.body).toEqual({
      fileName: 'drills.csv',
      total: 2,
      sport: 'quadball',
      visibility: 'public',
    });
    expect(screen.getByRole('link', { name: 'See my drills' }).getAttribute('href')).toBe('/drills?mine=true');
    expect(await screen.findByRole('button', { name: 'Undo this import' })).toBeTruthy();
  });

  it('explains a refused file next to the picker and keeps the picker', async () => {
    const user = userEvent.setup();
    renderPage((url) => {
      if (url === '/api/drills/bulk-upload')
        return json(400, {
          error: {
            code: 'BULK.NOT_A_WORKBOOK',
            message: '“drills.xlsx” is named like an Excel workbook but is not one.',
            details: { fields: { file: ['x'] } },
          },
        });
      if (url.startsWith('/api/drills/import-batches?')) return json(200, { items: [] });
      return undefined;
    });
    await user.upload(screen.getByLabelText(/Choose a CSV or Excel/), new File(['a'], 'drills.xlsx'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        '“drills.xlsx” is named like an Excel workbook but is not one.',
      ),
    );
    expect(screen.getByLabelText(/Choose a CSV or Excel/)).toBeTruthy();
  });

  it('undoes an import after a confirmation', async () => {
    const user = userEvent.setup();
    let undone = false;
    const batch = {
      batchId: 'b7',
      fileName: 'old.csv',
      sport: 'quadball',
      visibility: 'public',
      total: 3,
      count: 3,
      status: 'completed',
      createdAt: '2025-01-01T10:00:00Z',
      completedAt: null,
    };
    const requests = renderPage((url) => {
      if (url.startsWith('/api/drills/import-batches?'))
        return json(200, { items: [{ ...batch, undone, undoneAt: undone ? '2025-01-02T10:00:00Z' : null }] });
      if (url === '/api/drills/import-batches/b7/undo') {
        undone = true;
        return json(200, { undone: 3, batch: null });
      }
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Undo this import' }));
    expect(screen.getByText('Delete the 3 drills of this import?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep them' }));
    expect(requests.some((r) => r.url.endsWith('/undo'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Undo this import' }));
    await user.click(screen.getByRole('button', { name: 'Yes, undo the import' }));
    expect(await screen.findByText(/undone/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Undo this import' })).toBeNull();
  });
});

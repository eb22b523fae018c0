import { screen, within } from '@testing-library/react';
import { callsTo, type ApiCalls, type RouteKey } from '../../../testing/stub-api';

/** Salon noon on Tuesday Nov 24, 2026 (the fixtures' salon is in the machine's zone). */
export const NOW = new Date(2026, 10, 24, 12, 0);

/** The clock stops at NOW; timers still run, so the page's queries and user events go on. */
export function freezeToday(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
}

/** The start and end dates each call to a report asked for, in order. */
export const rangesAsked = (calls: ApiCalls, key: RouteKey) =>
  callsTo(calls, key).map(({ url }) => {
    const params = new URL(url, 'http://salon.test').searchParams;
    return `${params.get('start_date')}..${params.get('end_date')}`;
  });

/** The cells of a table, row by row; charts' tables are visually hidden, so hidden ones count. */
export const tableRows = (name: string) =>
  within(screen.getByRole('table', { name, hidden: true }))
    .getAllByRole('row', { hidden: true })
    .map((row) => [...row.children].map((cell) => cell.textContent));

export const card = (label: string) => screen.getByRole('group', { name: label });
export const region = (name: string) => screen.getByRole('region', { name });

/** The browser's save: the files made (as blobs) and the names they were saved under. */
export function stubFileSave() {
  const files: Blob[] = [];
  const names: string[] = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      files.push(blob);
      return `blob:http://localhost/report-${files.length}`;
    },
    revokeObjectURL: () => undefined,
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { files, names };
}

/** A blob's text as saved, a CSV's byte-order mark included. */
export async function blobText(blob: Blob): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
}

import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APPOINTMENT_COUNT_CAP, APPOINTMENT_SEARCH_COUNT_CAP, type AppointmentListQuery, type AppointmentPage, type ExportQuery } from '@salon/contracts';
import type { DataSource } from 'typeorm';
import { EXPORT_BATCH, appointmentsCsv } from './appointment-export';
import { AppointmentListRepository, nothingMatched, type ExportRow } from './appointment-list.repository';
import { toAppointment } from './appointments.mapper';

/** The appointments list and its CSV export: the same filters, search and order. */
@Injectable()
export class AppointmentListService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: AppointmentListRepository,
  ) {}

  /** A page and the count, exact up to the cap: counting a million rows on every page would cost more than the page. */
  async list(query: AppointmentListQuery): Promise<AppointmentPage> {
    const matches = query.search ? await this.repository.matches(query.search) : null;
    if (nothingMatched(matches)) return { rows: [], count: 0, count_is_estimate: false };
    const cap = matches ? APPOINTMENT_SEARCH_COUNT_CAP : APPOINTMENT_COUNT_CAP;
    const { rows, count } = matches?.manyClients
      ? await this.repository.pageAndCountOfMany(query, { ...matches, manyClients: matches.manyClients }, cap + 1)
      : await Promise.all([this.repository.page(query, matches), this.repository.count(query, matches, cap + 1)]).then(([rows, count]) => ({ rows, count }));
    const capped = count > cap;
    return { rows: rows.map(toAppointment), count: capped ? cap : count, count_is_estimate: capped };
  }

  /**
   * Every matching appointment as CSV, read through one cursor in one read-only transaction
   * on a connection of its own, `batch` rows at a time; the connection goes back when the
   * download ends, however it ends.
   */
  async exportCsv(query: ExportQuery, batch = EXPORT_BATCH): Promise<Readable> {
    const { format: _format, ...filters } = query;
    const matches = filters.search ? await this.repository.matches(filters.search) : null;
    const runner = this.dataSource.createQueryRunner('slave');
    const done = async () => {
      try {
        if (runner.isTransactionActive) await runner.rollbackTransaction();
      } finally {
        await runner.release();
      }
    };
    let next: (size: number) => Promise<ExportRow[]>;
    try {
      await runner.connect();
      await runner.startTransaction();
      await runner.query('SET TRANSACTION READ ONLY');
      next = nothingMatched(matches) ? async () => [] : await this.repository.openExport(runner.manager, filters, matches);
    } catch (error) {
      await done();
      throw error;
    }
    return appointmentsCsv({ next, done, batch });
  }
}

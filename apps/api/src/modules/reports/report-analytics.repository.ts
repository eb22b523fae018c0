import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { TenantContext } from '../../common/tenant/tenant-context';
import { clientBlocksSql, SqlParameters } from '../appointments';
import type { Period } from './report-periods';

/** The clients of one part of the retention and acquisition trend. */
export type TrendPartClients = { active: number; newcomers: number };

/** Figures only the client analytics read, from the rollups. */
@Injectable()
export class ReportAnalyticsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tenant: TenantContext,
  ) {}

  /**
   * One part of the trend, salon days in `timeZone`: the clients with any appointment dated in it
   * (ReportClientsRepository.active) and those of them whose client record was created on one of
   * its days (ReportAppointmentsRepository.newcomers). Both read the part's client sets of the
   * appointment totals, worked out once: the new clients are the ones created in the part (read
   * from ix_clients_salon_created_at alone) whose bit is set, not a probe of each one's appointments.
   */
  async trendPart(part: Period, timeZone: string): Promise<TrendPartClients> {
    const params = new SqlParameters();
    const salonId = this.tenant.salonId();
    const blocks = clientBlocksSql(params, salonId, part);
    const [row] = await this.dataSource.query<TrendPartClients[]>(
      `WITH b AS MATERIALIZED (${blocks})
       SELECT (SELECT coalesce(sum(bit_count(b.clients)), 0)::int FROM b) AS active,
              (SELECT count(*)::int
                 FROM b JOIN clients c ON c.client_id / 8192 = b.client_block AND get_bit(b.clients, c.client_id % 8192) = 1
                WHERE c.salon_id = ${params.add(salonId)}
                  AND c.created_at >= (${params.add(part.from)}::date)::timestamp AT TIME ZONE ${params.add(timeZone)}
                  AND c.created_at < (${params.add(part.to)}::date + 1)::timestamp AT TIME ZONE ${params.add(timeZone)}) AS newcomers`,
      params.values,
    );
    return row;
  }
}

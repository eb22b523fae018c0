import { SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ChartCard } from '../../../components/charts';
import { servicesReportQuery } from '../api/report-queries';
import { DateRangeInputs } from '../range/date-range-inputs';
import { useDateRangeParams } from '../range/use-date-range-params';
import { rangeOrNothing } from '../shared/optional-range';
import { ReportLoadError } from '../shared/report-load-error';
import { ReportPageFrame } from '../shared/report-page-frame';
import { ServiceBookingsChart, ServiceRatesChart, ServiceRevenueBars } from './service-charts';
import { servicesReportDocument } from './services-report-document';
import { ServicesReportTable } from './services-report-table';

/** Service performance (/reports/services, DECISIONS §1): bookings, revenue, average price, cancellation and no-show rates per service. */
export function ServicesReportPage() {
  const dates = useDateRangeParams();
  const { range } = dates;
  const { asked, enabled } = rangeOrNothing(range);
  const services = useQuery({ ...servicesReportQuery(asked), enabled });
  const document = range && services.data ? servicesReportDocument(range, services.data) : null;

  return (
    <ReportPageFrame
      title="Service Performance"
      description="How each service sells, and how often it is cancelled or missed."
      document={document}
      controls={<DateRangeInputs start={dates.start} end={dates.end} errors={dates.errors} onStartChange={dates.setStart} onEndChange={dates.setEnd} />}
    >
      {range && (
        <Stack gap="lg">
          <ReportLoadError queries={[services]} />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <ServiceBookingsChart state={services} />
            <ServiceRevenueBars state={services} />
          </SimpleGrid>
          <ServiceRatesChart state={services} />
          <ChartCard title="Services" state={services} isEmpty={(rows) => rows.length === 0} height={160}>
            {(rows) => <ServicesReportTable rows={rows} />}
          </ChartCard>
        </Stack>
      )}
    </ReportPageFrame>
  );
}

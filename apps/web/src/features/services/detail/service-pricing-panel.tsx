import { SimpleGrid } from '@mantine/core';
import type { Service } from '@salon/contracts';
import { DetailList } from '../../../components/detail-list';
import { SectionCard } from '../../../components/section-card';
import { formatDuration } from '../../../lib/format/format-duration';
import { formatMoney } from '../../../lib/format/format-money';
import { yesNo } from './service-detail-format';

export function ServicePricingPanel({ service }: { service: Service }) {
  const range = service.min_price !== null && service.max_price !== null ? `${formatMoney(service.min_price)} – ${formatMoney(service.max_price)}` : null;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <SectionCard title="Pricing">
        <DetailList
          items={[
            { label: 'Base price', value: formatMoney(service.base_price) },
            { label: 'Price varies', value: yesNo(service.price_varies) },
            ...(service.price_varies ? [{ label: 'Price range', value: range }] : []),
          ]}
        />
      </SectionCard>
      <SectionCard title="Duration">
        <DetailList
          items={[
            { label: 'Duration', value: formatDuration(service.duration_minutes) },
            {
              label: 'Consultation',
              value: service.requires_consultation && service.consultation_duration !== null ? formatDuration(service.consultation_duration) : 'Not required',
            },
          ]}
        />
      </SectionCard>
    </SimpleGrid>
  );
}

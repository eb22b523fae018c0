import { Badge, Group, SimpleGrid, Text } from '@mantine/core';
import type { Service } from '@salon/contracts';
import { DetailList } from '../../../components/detail-list';
import { SectionCard } from '../../../components/section-card';
import { formatTimestampDate } from '../../../lib/format/format-timestamp-date';
import { yesNo } from './service-detail-format';

const multiline = (text: string | null) =>
  text && (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {text}
    </Text>
  );

export function ServiceOverview({ service }: { service: Service }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <SectionCard title="About">
        <DetailList
          items={[
            { label: 'Service type', value: service.serviceType.name },
            { label: 'Short description', value: multiline(service.short_description) },
            { label: 'Description', value: multiline(service.description) },
            {
              label: 'Tags',
              value: service.tags.length > 0 && (
                <Group gap={6} role="list" aria-label="Tags">
                  {service.tags.map((tag) => (
                    <Badge key={tag} role="listitem" variant="light" tt="none">
                      {tag}
                    </Badge>
                  ))}
                </Group>
              ),
            },
            { label: 'Created', value: formatTimestampDate(service.created_at) },
            { label: 'Last updated', value: formatTimestampDate(service.updated_at) },
          ]}
        />
      </SectionCard>

      <SectionCard title="Add-ons & Products">
        <DetailList
          items={[
            { label: 'Allows add-ons', value: yesNo(service.allows_add_ons) },
            { label: 'Suggested add-ons', value: multiline(service.suggested_add_ons) },
            { label: 'Customization options', value: multiline(service.customization_options) },
            { label: 'Products included', value: multiline(service.products_included) },
            { label: 'Optional products', value: multiline(service.products_optional) },
          ]}
        />
      </SectionCard>

      <SectionCard title="Instructions & Notes">
        <DetailList
          items={[
            { label: 'Preparation instructions', value: multiline(service.preparation_instructions) },
            { label: 'Aftercare instructions', value: multiline(service.aftercare_instructions) },
            { label: 'Booking notes', value: multiline(service.booking_notes) },
            { label: 'Internal notes', value: multiline(service.internal_notes) },
          ]}
        />
      </SectionCard>
    </SimpleGrid>
  );
}

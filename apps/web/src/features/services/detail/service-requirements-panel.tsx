import { SimpleGrid } from '@mantine/core';
import type { Service } from '@salon/contracts';
import { DetailList } from '../../../components/detail-list';
import { SectionCard } from '../../../components/section-card';
import { days, hours, minutes, staffMembers } from './service-detail-format';
import { CANCELLATION_POLICY_LABELS, SKILL_LEVEL_LABELS, TIME_SLOT_LABELS } from '../shared/service-option-labels';

const required = (isRequired: boolean, detail: string | null) => (isRequired ? `Required${detail ? ` (${detail})` : ''}` : 'Not required');

export function ServiceRequirementsPanel({ service }: { service: Service }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <SectionCard title="Before the Appointment">
        <DetailList
          items={[
            {
              label: 'Consultation',
              value: required(service.requires_consultation, service.consultation_duration !== null ? minutes(service.consultation_duration) : null),
            },
            {
              label: 'Patch test',
              value: required(service.requires_patch_test, service.patch_test_duration !== null ? `${hours(service.patch_test_duration)} before` : null),
            },
            { label: 'Advance booking required', value: service.advance_booking_required !== null && days(service.advance_booking_required) },
            { label: 'Maximum advance booking', value: service.max_advance_booking_days !== null && days(service.max_advance_booking_days) },
            { label: 'Cancellation policy', value: CANCELLATION_POLICY_LABELS[service.cancellation_policy] },
          ]}
        />
      </SectionCard>
      <SectionCard title="Staff & Scheduling">
        <DetailList
          items={[
            { label: 'Skill level required', value: SKILL_LEVEL_LABELS[service.skill_level_required] },
            {
              label: 'Staff needed',
              value: service.requires_multiple_staff && service.staff_count !== null ? staffMembers(service.staff_count) : 'One staff member',
            },
            { label: 'Preferred time slots', value: TIME_SLOT_LABELS[service.preferred_time_slots] },
            { label: 'Concurrent services', value: service.concurrent_services_allowed ? 'Allowed' : 'Not allowed' },
          ]}
        />
      </SectionCard>
    </SimpleGrid>
  );
}

import { Anchor, Badge, Group, SimpleGrid, Text } from '@mantine/core';
import { seesPay, type Employee } from '@salon/contracts';
import { DetailList } from '../../../components/detail-list';
import { SectionCard } from '../../../components/section-card';
import { formatDate } from '../../../lib/format/format-date';
import { formatMoney } from '../../../lib/format/format-money';
import { useSession } from '../../../lib/session/use-session';
import { EMPLOYMENT_TYPE_LABELS } from '../shared/employment-type-labels';
import { POSITION_LABELS } from '../../../lib/format/position-labels';

/** Specializations are free text, comma separated (spec part 1 §3). */
const splitList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

const years = (count: number) => `${count} ${count === 1 ? 'year' : 'years'}`;

const multiline = (text: string | null) =>
  text && (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {text}
    </Text>
  );

export function EmployeeOverview({ employee }: { employee: Employee }) {
  const specializations = splitList(employee.specializations ?? '');
  // Pay is private: other readers get no rates from the API, and "Not provided" would mislead them.
  const showPay = seesPay(useSession()?.user);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <SectionCard title="Personal Information">
        <DetailList
          items={[
            { label: 'First name', value: employee.first_name },
            { label: 'Last name', value: employee.last_name },
            { label: 'Date of birth', value: employee.date_of_birth && formatDate(employee.date_of_birth) },
          ]}
        />
      </SectionCard>

      <SectionCard title="Contact Information">
        <DetailList
          items={[
            { label: 'Email', value: employee.email && <Anchor size="sm" href={`mailto:${employee.email}`}>{employee.email}</Anchor> },
            { label: 'Phone', value: employee.phone && <Anchor size="sm" href={`tel:${employee.phone.replace(/\s+/g, '')}`}>{employee.phone}</Anchor> },
            { label: 'Address', value: multiline(employee.address) },
          ]}
        />
      </SectionCard>

      <SectionCard title="Employment">
        <DetailList
          items={[
            { label: 'Position', value: POSITION_LABELS[employee.position] },
            { label: 'Employment type', value: EMPLOYMENT_TYPE_LABELS[employee.employment_type] },
            { label: 'Hire date', value: formatDate(employee.hire_date) },
            ...(showPay
              ? [
                  { label: 'Hourly rate', value: employee.hourly_rate != null && `${formatMoney(employee.hourly_rate)} per hour` },
                  { label: 'Commission rate', value: employee.commission_rate != null && `${employee.commission_rate}%` },
                ]
              : []),
          ]}
        />
      </SectionCard>

      <SectionCard title="Professional Details">
        <DetailList
          items={[
            {
              label: 'Specializations',
              value: specializations.length > 0 && (
                <Group gap={6} role="list" aria-label="Specializations">
                  {specializations.map((item) => (
                    <Badge key={item} role="listitem" variant="light" tt="none">
                      {item}
                    </Badge>
                  ))}
                </Group>
              ),
            },
            { label: 'Certifications', value: multiline(employee.certifications) },
            { label: 'Experience', value: employee.years_experience !== null && years(employee.years_experience) },
          ]}
        />
      </SectionCard>

      <SectionCard title="Emergency Contact">
        <DetailList
          items={[
            { label: 'Name', value: employee.emergency_contact_name },
            {
              label: 'Phone',
              value: employee.emergency_contact_phone && (
                <Anchor size="sm" href={`tel:${employee.emergency_contact_phone.replace(/\s+/g, '')}`}>{employee.emergency_contact_phone}</Anchor>
              ),
            },
          ]}
        />
      </SectionCard>

      <SectionCard title="Notes">
        {multiline(employee.notes) || (
          <Text size="sm" c="dimmed">
            No notes about this employee.
          </Text>
        )}
      </SectionCard>
    </SimpleGrid>
  );
}

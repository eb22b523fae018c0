import { useId } from 'react';
import { Group, Input, Select, Text } from '@mantine/core';
import { SERVICE_LIMITS, type SERVICE_SORTABLE } from '@salon/contracts';
import { DebouncedNumberInput } from '../../../components/resource-list/debounced-number-input';
import type { ListSearchState } from '../../../components/resource-list/use-list-search-params';
import { useServiceTypes } from '../api/use-service-types';
import { rangeError, type ServiceFilterKey } from './service-list-filter-values';
import { currencySymbol } from '../../../lib/format/format-money';

type ServiceListFiltersProps = {
  list: ListSearchState<(typeof SERVICE_SORTABLE)[number], ServiceFilterKey>;
};

const ANY = 'any';
const CONSULTATION_OPTIONS = [
  { value: ANY, label: 'Any' },
  { value: 'true', label: 'Required' },
  { value: 'false', label: 'Optional' },
];

type RangeFilterProps = {
  label: string;
  /** Names the two inputs, e.g. "price" gives "Minimum price" and "Maximum price". */
  noun: string;
  min: string;
  max: string;
  onMinChange: (value: string) => void;
  onMaxChange: (value: string) => void;
  upperBound: number;
  prefix?: string;
  decimalScale: number;
};

/** Two number inputs under one label; either end may stay empty. */
function RangeFilter({ label, noun, min, max, onMinChange, onMaxChange, upperBound, prefix, decimalScale }: RangeFilterProps) {
  const labelId = useId();
  const error = rangeError(min, max, noun);
  const common = { min: 0, max: upperBound, prefix, decimalScale, allowNegative: false, clampBehavior: 'strict', hideControls: true, w: 92 } as const;
  return (
    <Input.Wrapper label={label} labelElement="div" id={labelId} error={error}>
      <Group gap={6} wrap="nowrap" role="group" aria-labelledby={`${labelId}-label`} aria-describedby={error ? `${labelId}-error` : undefined}>
        <DebouncedNumberInput {...common} aria-label={`Minimum ${noun}`} placeholder="Min" value={min} onCommit={onMinChange} />
        <Text size="sm" c="dimmed" aria-hidden="true">
          to
        </Text>
        <DebouncedNumberInput {...common} aria-label={`Maximum ${noun}`} placeholder="Max" value={max} onCommit={onMaxChange} />
      </Group>
    </Input.Wrapper>
  );
}

/** The services list's own filters; each one narrows the list on the server and lives in the URL. */
export function ServiceListFilters({ list }: ServiceListFiltersProps) {
  const serviceTypes = useServiceTypes();
  const { filters, setFilter } = list;
  const typeOptions = [{ value: ANY, label: 'All types' }, ...(serviceTypes.data ?? []).map((type) => ({ value: String(type.service_type_id), label: type.name }))];

  return (
    <>
      <Select
        label="Service Type"
        data={typeOptions}
        value={filters.service_type_id || ANY}
        onChange={(value) => setFilter('service_type_id', !value || value === ANY ? '' : value)}
        allowDeselect={false}
        error={serviceTypes.error ? 'Could not load service types' : undefined}
        w={200}
      />
      <RangeFilter
        label="Price Range"
        noun="price"
        min={filters.min_price}
        max={filters.max_price}
        onMinChange={(value) => setFilter('min_price', value)}
        onMaxChange={(value) => setFilter('max_price', value)}
        upperBound={SERVICE_LIMITS.priceMax}
        prefix={currencySymbol()}
        decimalScale={2}
      />
      <RangeFilter
        label="Duration (minutes)"
        noun="duration"
        min={filters.min_duration}
        max={filters.max_duration}
        onMinChange={(value) => setFilter('min_duration', value)}
        onMaxChange={(value) => setFilter('max_duration', value)}
        upperBound={SERVICE_LIMITS.durationMax}
        decimalScale={0}
      />
      <Select
        label="Consultation"
        data={CONSULTATION_OPTIONS}
        value={filters.requires_consultation || ANY}
        onChange={(value) => setFilter('requires_consultation', !value || value === ANY ? '' : value)}
        allowDeselect={false}
        w={140}
      />
    </>
  );
}

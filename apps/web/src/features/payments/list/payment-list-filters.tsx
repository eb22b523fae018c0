import { Select, TextInput } from '@mantine/core';
import { PAYMENT_DATE_RANGES, PAYMENT_METHODS, PAYMENT_STATUSES, TRANSACTION_TYPES, type PAYMENT_SORTABLE } from '@salon/contracts';
import type { ListSearchState } from '../../../components/resource-list/use-list-search-params';
import { paymentMethodLabel, paymentStatusLabel, transactionTypeLabel } from '../shared/payment-labels';
import { DATE_RANGE_LABELS, dateRangeError, type PaymentFilterKey } from './payment-list-filter-values';

type PaymentListFiltersProps = {
  list: ListSearchState<(typeof PAYMENT_SORTABLE)[number], PaymentFilterKey>;
};

const ANY = 'any';
const CUSTOM = 'custom';

const DATE_OPTIONS = [
  { value: ANY, label: 'All dates' },
  ...PAYMENT_DATE_RANGES.map((range) => ({ value: range, label: DATE_RANGE_LABELS[range] })),
  { value: CUSTOM, label: 'Custom dates' },
];
const STATUS_OPTIONS = [{ value: ANY, label: 'All statuses' }, ...PAYMENT_STATUSES.map((status) => ({ value: status, label: paymentStatusLabel(status) }))];
const METHOD_OPTIONS = [{ value: ANY, label: 'All methods' }, ...PAYMENT_METHODS.map((method) => ({ value: method, label: paymentMethodLabel(method) }))];
const TYPE_OPTIONS = [{ value: ANY, label: 'All types' }, ...TRANSACTION_TYPES.map((type) => ({ value: type, label: transactionTypeLabel(type) }))];

/**
 * The payments list's own filters; each narrows the list on the server and lives in the URL.
 * A named range (Today...) and custom From/To dates replace each other.
 */
export function PaymentListFilters({ list }: PaymentListFiltersProps) {
  const { filters, setFilter, setFilters } = list;
  const custom = filters.date_range === '' && (filters.date_from !== '' || filters.date_to !== '');
  const dateValue = filters.date_range || (custom ? CUSTOM : ANY);
  const choose = (key: PaymentFilterKey) => (value: string | null) => setFilter(key, !value || value === ANY ? '' : value);

  const chooseDates = (value: string | null) => {
    if (value === CUSTOM) return;
    setFilters({ date_range: !value || value === ANY ? '' : value, date_from: '', date_to: '' });
  };
  const setDate = (key: 'date_from' | 'date_to') => (value: string) => setFilters({ date_range: '', [key]: value });

  return (
    <>
      <Select label="Date range" data={DATE_OPTIONS} value={dateValue} onChange={chooseDates} allowDeselect={false} w={160} />
      <TextInput
        label="From"
        type="date"
        value={filters.date_range ? '' : filters.date_from}
        max={filters.date_to || undefined}
        onChange={(event) => setDate('date_from')(event.currentTarget.value)}
        error={dateRangeError(filters.date_from, filters.date_to)}
        w={160}
      />
      <TextInput
        label="To"
        type="date"
        value={filters.date_range ? '' : filters.date_to}
        min={filters.date_from || undefined}
        onChange={(event) => setDate('date_to')(event.currentTarget.value)}
        w={160}
      />
      <Select label="Status" data={STATUS_OPTIONS} value={filters.payment_status || ANY} onChange={choose('payment_status')} allowDeselect={false} w={180} />
      <Select label="Method" data={METHOD_OPTIONS} value={filters.payment_method || ANY} onChange={choose('payment_method')} allowDeselect={false} w={150} />
      <Select label="Type" data={TYPE_OPTIONS} value={filters.transaction_type || ANY} onChange={choose('transaction_type')} allowDeselect={false} w={130} />
    </>
  );
}

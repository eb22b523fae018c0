import { SegmentedControl } from '@mantine/core';
import { REPORT_RANGE_LABELS, REPORT_RANGES, type ReportRange } from './report-ranges';

const DATA = REPORT_RANGES.map((range) => ({ value: range, label: REPORT_RANGE_LABELS[range] }));

/** Today, Week, Month, Quarter, Year: one choice at a time, as radio buttons for assistive technology. */
export function RangeButtons({ value, onChange }: { value: ReportRange; onChange: (range: ReportRange) => void }) {
  return <SegmentedControl aria-label="Report range" data={DATA} value={value} onChange={(next) => onChange(next as ReportRange)} />;
}

import type { ReactNode } from 'react';
import { Badge, Tabs } from '@mantine/core';
import { WAITLIST_STATUS_LABELS, WAITLIST_STATUSES, type WaitlistCounts, type WaitlistStatus } from '@salon/contracts';

const ALL = 'all';
const TABS = [{ value: ALL, label: 'All' }, ...WAITLIST_STATUSES.map((status) => ({ value: status, label: WAITLIST_STATUS_LABELS[status] }))] as const;

type WaitlistStatusTabsProps = {
  status: WaitlistStatus | null;
  counts: WaitlistCounts | undefined;
  onChange: (status: WaitlistStatus | null) => void;
  /** The open tab's entries. */
  children: ReactNode;
};

/** All, Waiting, Notified, Seated, Cancelled, No Show, each with its count once the list has loaded. */
export function WaitlistStatusTabs({ status, counts, onChange, children }: WaitlistStatusTabsProps) {
  const open = status ?? ALL;
  return (
    <Tabs value={open} onChange={(value) => onChange(value === ALL || value === null ? null : (value as WaitlistStatus))}>
      <Tabs.List aria-label="Status" mb="md">
        {TABS.map((tab) => (
          <Tabs.Tab
            key={tab.value}
            value={tab.value}
            aria-label={counts ? `${tab.label} (${counts[tab.value]})` : tab.label}
            rightSection={
              counts && (
                <Badge size="sm" variant="light" color={counts[tab.value] > 0 ? 'blue' : 'gray'}>
                  {counts[tab.value]}
                </Badge>
              )
            }
          >
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {TABS.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value}>
          {tab.value === open && children}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

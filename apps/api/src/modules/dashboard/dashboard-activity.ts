import { dayInWords, timeInWords, type ActivityItem } from '@salon/contracts';
import type { AppointmentEvent } from '../appointments';
import type { LowStockAlert } from '../inventory';

export type NewClientEvent = { client_id: number; name: string; created_at: Date };

const APPOINTMENT_ITEMS: Record<AppointmentEvent['change'], { priority: ActivityItem['priority']; message: (event: AppointmentEvent, when: string) => string }> = {
  created: { priority: 'medium', message: (event, when) => `New booking: ${event.clientName}, ${event.serviceName} with ${event.employeeName} on ${when}` },
  cancel: { priority: 'high', message: (event, when) => `Cancelled: ${event.clientName}'s ${event.serviceName} on ${when}` },
  check_in: { priority: 'low', message: (event) => `${event.clientName} checked in for ${event.serviceName} with ${event.employeeName}` },
  no_show: { priority: 'high', message: (event, when) => `No-show: ${event.clientName} missed ${event.serviceName} on ${when}` },
};

/** What each appointment event says, and how much it matters to the front desk. */
function appointmentItem(event: AppointmentEvent): ActivityItem {
  const { priority, message } = APPOINTMENT_ITEMS[event.change];
  const when = `${dayInWords(event.appointmentDate)} at ${timeInWords(event.startTime)}`;
  return { id: `appointment-history-${event.historyId}`, type: 'appointment', priority, message: message(event, when), timestamp: new Date(event.at).toISOString() };
}

function clientItem(client: NewClientEvent): ActivityItem {
  return { id: `client-${client.client_id}`, type: 'client', priority: 'low', message: `New client: ${client.name}`, timestamp: new Date(client.created_at).toISOString() };
}

/** Out of stock is urgent; low is high. */
function stockItem(item: LowStockAlert): ActivityItem {
  const base = { id: `low-stock-${item.item_id}`, type: 'system' as const, timestamp: new Date(item.updated_at).toISOString() };
  return item.quantity === 0
    ? { ...base, priority: 'urgent', message: `Out of stock: ${item.name} (reorder level ${item.reorder_level})` }
    : { ...base, priority: 'high', message: `Low stock: ${item.name}, ${item.quantity} left (reorder level ${item.reorder_level})` };
}

/** The newest `limit` items of every source together, newest first (ties by id, so the order is stable). */
export function recentActivity(
  sources: { appointments: AppointmentEvent[]; clients: NewClientEvent[]; lowStock: LowStockAlert[] },
  limit: number,
): ActivityItem[] {
  return [...sources.appointments.map(appointmentItem), ...sources.clients.map(clientItem), ...sources.lowStock.map(stockItem)]
    .sort((a, b) => (a.timestamp === b.timestamp ? b.id.localeCompare(a.id) : b.timestamp.localeCompare(a.timestamp)))
    .slice(0, limit);
}

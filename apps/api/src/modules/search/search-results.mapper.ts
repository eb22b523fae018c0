import { dayInWords, timeInWords, type Appointment, type Client, type Employee, type SearchResult, type Service } from '@salon/contracts';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "nail_technician" → "Nail Technician". */
const positionInWords = (position: string) => position.split('_').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');

/** "1h 15m", "45m": as the Services screens show a duration. */
function durationInWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}

const fullName = (person: { first_name: string; last_name: string }) => `${person.first_name} ${person.last_name}`;

/** The client's e-mail, else phone: what the desk uses to tell two namesakes apart. */
export const clientResult = (client: Client): SearchResult => ({
  id: client.client_id,
  type: 'client',
  title: fullName(client),
  subtitle: client.email ?? client.phone ?? '',
});

export const employeeResult = (employee: Employee): SearchResult => ({
  id: employee.employee_id,
  type: 'employee',
  title: fullName(employee),
  subtitle: positionInWords(employee.position),
});

export const serviceResult = (service: Service): SearchResult => ({
  id: service.service_id,
  type: 'service',
  title: service.name,
  subtitle: `${money.format(service.base_price)} · ${durationInWords(service.duration_minutes)}`,
});

/** Titled by the client; the subtitle says when and what. */
export const appointmentResult = (appointment: Appointment): SearchResult => ({
  id: appointment.appointment_id,
  type: 'appointment',
  title: fullName(appointment.client),
  subtitle: `${dayInWords(appointment.appointment_date)} · ${timeInWords(appointment.start_time)} · ${appointment.service.name}`,
});

import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { AppointmentStatusBadge } from './appointment-status-badge';

describe('AppointmentStatusBadge', () => {
  it.each([
    ['pending', 'Pending', 'yellow'],
    ['confirmed', 'Confirmed', 'blue'],
    ['in_progress', 'In progress', 'violet'],
    ['completed', 'Completed', 'green'],
    ['cancelled', 'Cancelled', 'red'],
    ['no_show', 'No-show', 'orange'],
    ['on_hold', 'On hold', 'gray'],
  ])('shows %s as "%s" in %s', (name, label, color) => {
    renderWithProviders(<AppointmentStatusBadge name={name} />);
    expect(screen.getByText(label).closest('.mantine-Badge-root')?.getAttribute('style')).toContain(`--mantine-color-${color}-`);
  });
});

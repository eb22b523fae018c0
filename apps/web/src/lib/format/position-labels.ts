import type { Position } from '@salon/contracts';

/** How each position reads on screen; the wire keeps the snake_case value. */
export const POSITION_LABELS: Record<Position, string> = {
  stylist: 'Stylist',
  colorist: 'Colorist',
  barber: 'Barber',
  nail_technician: 'Nail Technician',
  esthetician: 'Esthetician',
  massage_therapist: 'Massage Therapist',
  manager: 'Manager',
  receptionist: 'Receptionist',
  assistant: 'Assistant',
  other: 'Other',
};

import { clientInputSchema, type ContactMethod } from '@salon/contracts';
import type { EntityManager } from 'typeorm';
import { ClientNoteEntity } from '../../modules/clients/client-note.entity';
import { ClientEntity } from '../../modules/clients/client.entity';
import { UserEntity } from '../../modules/users/user.entity';
import { seededRandom, shiftDate } from './demo-random';

const FIRST_NAMES = [
  'Emma', 'Olivia', 'Ava', 'Isabella', 'Mia', 'Charlotte', 'Amelia', 'Harper', 'Evelyn', 'Abigail', 'Emily', 'Ella',
  'Chloe', 'Grace', 'Zoe', 'Nora', 'Lily', 'Hannah', 'Aaliyah', 'Maya', 'Sara', 'Naomi', 'Ruby', 'Leah', 'Stella',
  'Hazel', 'Aria', 'Layla', 'Camila', 'Lucia', 'Noah', 'Liam', 'James', 'Lucas', 'Ethan', 'Mason', 'Daniel', 'Henry',
  'Jack', 'Owen', 'Samuel', 'David', 'Gabriel', 'Mateo', 'Julian', 'Elijah', 'Adrian', 'Marcus', 'Theo', 'Omar',
];
const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez',
  'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson',
  'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright',
  'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell',
  'Mitchell', 'Carter', 'Roberts', 'Chen', 'Patel', 'Cohen', 'Murphy', "O'Brien", 'Kowalski', 'Rossi', 'Silva',
];
const STREETS = ['Bleecker St', 'Hudson St', 'Bedford Ave', 'Grove St', 'Christopher St', 'W 4th St', 'Carmine St', 'Perry St', 'Jane St', 'Bank St', 'Greenwich Ave', '7th Ave S'];
const PLACES: Array<[city: string, state: string, zip: string]> = [
  ['New York', 'NY', '10014'],
  ['New York', 'NY', '10011'],
  ['New York', 'NY', '10012'],
  ['Brooklyn', 'NY', '11211'],
  ['Brooklyn', 'NY', '11215'],
  ['Hoboken', 'NJ', '07030'],
  ['Jersey City', 'NJ', '07302'],
];
const REFERRALS = ['Instagram', 'Google search', 'Friend or family', 'Walk-in', 'Yelp', 'Gift card', 'Returning client', 'Local magazine'];
const CONTACT_METHODS: ContactMethod[] = ['email', 'email', 'sms', 'sms', 'phone'];
/** Staff marked the allergy and patch test note and the pregnancy note as health and safety alerts. */
const NOTES: Array<{ text: string; alert: boolean }> = [
  { text: 'Prefers a quiet appointment; no small talk please.', alert: false },
  { text: 'Allergic to PPD: use the ammonia-free line and patch test every time.', alert: true },
  { text: 'Color formula: 6N + 7G (1:1), 20 vol, 35 minutes.', alert: false },
  { text: 'Sensitive scalp; lukewarm water only.', alert: false },
  { text: 'Likes the fringe kept just above the brows.', alert: false },
  { text: 'Always books with Sofia. Happy to wait for her.', alert: false },
  { text: 'Running late is common; keep a 10-minute buffer.', alert: false },
  { text: 'Birthday month: offer the complimentary treatment.', alert: false },
  { text: 'Pregnant (due in spring): no chemical peels, side-lying massage.', alert: true },
  { text: 'Curly hair: no brush, diffuse on low.', alert: false },
  { text: 'Bought the repair mask last visit; ask how it worked.', alert: false },
  { text: 'Prefers text reminders the evening before.', alert: false },
];

export const DEMO_CLIENT_COUNT = 200;

/** Two hundred believable clients (DECISIONS §10), the same on every machine, some with notes. */
export async function loadDemoClients(manager: EntityManager): Promise<void> {
  const random = seededRandom(20261122);
  const now = new Date();
  const used = new Set<string>();
  const rows = [];
  for (let i = 0; i < DEMO_CLIENT_COUNT; i++) {
    let first: string;
    let last: string;
    do {
      first = random.pick(FIRST_NAMES);
      last = random.pick(LAST_NAMES);
    } while (used.has(`${first} ${last}`));
    used.add(`${first} ${last}`);
    // One client with a name outside Latin-1, as real salons have, so screens and PDFs are seen to print it.
    if (i === 12) [first, last] = ['Łucja', 'Wróblewska'];
    const [city, state, zip] = random.pick(PLACES);
    const handle = `${first}.${last}`.toLowerCase().normalize('NFD').replace(/ł/g, 'l').replace(/[^a-z.]/g, '');
    const client = clientInputSchema.parse({
      first_name: first,
      last_name: last,
      email: random.chance(0.9) ? `${handle}${random.int(1, 99)}@${random.pick(['gmail.com', 'outlook.com', 'icloud.com', 'yahoo.com'])}` : null,
      phone: random.chance(0.95) ? `+1 ${random.pick(['212', '646', '917', '718', '201'])} 555 ${String(random.int(100, 9999)).padStart(4, '0')}` : null,
      ...(random.chance(0.75) ? { address: `${random.int(1, 420)} ${random.pick(STREETS)}`, city, state, zip_code: zip } : {}),
      birthdate: random.chance(0.6) ? shiftDate(now, -random.int(18 * 365, 72 * 365)) : null,
      preferred_contact_method: random.chance(0.85) ? random.pick(CONTACT_METHODS) : null,
      referral_source: random.chance(0.7) ? random.pick(REFERRALS) : null,
      // About one in ten has not been back for a long time and was marked inactive.
      is_active: random.chance(0.9),
    });
    const createdAt = new Date(now.getTime() - random.int(1, 540) * 86_400_000 - random.int(0, 36_000) * 1000);
    rows.push({ ...client, salon_id: 1, created_at: createdAt, updated_at: createdAt });
  }
  const { identifiers } = await manager.insert(ClientEntity, rows);

  const authors = await manager.find(UserEntity, { select: { userId: true } });
  const notes = [];
  for (const [index, { client_id }] of identifiers.entries()) {
    if (!random.chance(0.25)) continue;
    for (let n = random.int(1, 3); n > 0; n--) {
      const createdAt = new Date(rows[index].created_at.getTime() + random.int(0, 120) * 86_400_000);
      const at = createdAt > now ? now : createdAt;
      const note = random.pick(NOTES);
      notes.push({ client_id, salon_id: 1, note_text: note.text, is_alert: note.alert, created_by: authors.length ? random.pick(authors).userId : null, created_at: at, updated_at: at });
    }
  }
  if (notes.length) await manager.insert(ClientNoteEntity, notes);
}

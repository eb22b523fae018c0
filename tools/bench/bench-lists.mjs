// Word lists the benchmark's data set combines into believable rows (names, streets, notes, services).

export const FIRST_NAMES = [
  'Emma', 'Olivia', 'Ava', 'Isabella', 'Mia', 'Charlotte', 'Amelia', 'Harper', 'Evelyn', 'Abigail', 'Emily', 'Ella',
  'Chloe', 'Grace', 'Zoe', 'Nora', 'Lily', 'Hannah', 'Aaliyah', 'Maya', 'Sara', 'Naomi', 'Ruby', 'Leah', 'Stella',
  'Hazel', 'Aria', 'Layla', 'Camila', 'Lucia', 'Noah', 'Liam', 'James', 'Lucas', 'Ethan', 'Mason', 'Daniel', 'Henry',
  'Jack', 'Owen', 'Samuel', 'David', 'Gabriel', 'Mateo', 'Julian', 'Elijah', 'Adrian', 'Marcus', 'Theo', 'Omar',
  'Sophie', 'Alice', 'Clara', 'Eva', 'Ivy', 'Julia', 'Kate', 'Laura', 'Maria', 'Nina', 'Paula', 'Rosa', 'Sienna',
  'Tara', 'Vera', 'Willa', 'Yara', 'Zara', 'Anna', 'Beatriz', 'Carmen', 'Diana', 'Elena', 'Fatima', 'Gemma', 'Helen',
  'Ines', 'Jasmine', 'Keiko', 'Lena', 'Mei', 'Nadia', 'Priya', 'Quinn', 'Rachel', 'Selin', 'Tessa', 'Uma', 'Valeria',
  'Aaron', 'Ben', 'Caleb', 'Dylan', 'Eli', 'Felix', 'George', 'Hugo', 'Isaac', 'Jonah', 'Kai', 'Leo', 'Miles',
  'Nathan', 'Oscar', 'Peter', 'Rafael', 'Simon', 'Tomas', 'Victor', 'Wesley', 'Xavier', 'Yusuf', 'Zach', 'Andre',
  'Bruno', 'Connor', 'Diego', 'Emil', 'Finn', 'Hassan', 'Ivan', 'Jamal', 'Kenji', 'Luca',
];

export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez',
  'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson',
  'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright',
  'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell',
  'Mitchell', 'Carter', 'Roberts', 'Chen', 'Patel', 'Cohen', 'Murphy', "O'Brien", 'Kowalski', 'Rossi', 'Silva',
  'Phillips', 'Evans', 'Turner', 'Parker', 'Collins', 'Edwards', 'Stewart', 'Morris', 'Murray', 'Cook', 'Rogers',
  'Morgan', 'Peterson', 'Cooper', 'Reed', 'Bailey', 'Bell', 'Gomez', 'Kelly', 'Howard', 'Ward', 'Cox', 'Diaz',
  'Richardson', 'Wood', 'Watson', 'Brooks', 'Bennett', 'Gray', 'James', 'Reyes', 'Cruz', 'Hughes', 'Price', 'Myers',
  'Long', 'Foster', 'Sanders', 'Ross', 'Morales', 'Powell', 'Sullivan', 'Russell', 'Ortiz', 'Jenkins', 'Gutierrez',
  'Perry', 'Butler', 'Barnes', 'Fisher', 'Henderson', 'Coleman', 'Simmons', 'Patterson', 'Jordan', 'Reynolds',
  'Hamilton', 'Graham', 'Kim', 'Gonzales', 'Alexander', 'Ramos', 'Wallace', 'Griffin', 'West', 'Cole', 'Hayes',
  'Chavez', 'Gibson', 'Bryant', 'Ellis', 'Stevens', 'Novak', 'Schmidt', 'Fischer', 'Weber', 'Dubois', 'Moreau',
  'Laurent', 'Ferrari', 'Esposito', 'Bianchi', 'Yamamoto', 'Tanaka', 'Sato', 'Singh', 'Kumar', 'Shah', 'Ali',
  'Haddad', 'Nakamura', 'Park', 'Choi', 'Larsen', 'Nielsen', 'Jansen', 'De Vries', 'MacDonald',
];

export const STREETS = [
  'Bleecker St', 'Hudson St', 'Bedford Ave', 'Grove St', 'Christopher St', 'W 4th St', 'Carmine St', 'Perry St',
  'Jane St', 'Bank St', 'Greenwich Ave', '7th Ave S', 'Atlantic Ave', 'Court St', 'Smith St', 'Union St',
  'Washington St', 'Newark Ave', 'Grand St', 'Broadway', 'Lexington Ave', 'Park Ave', 'Amsterdam Ave', 'Columbus Ave',
];

export const PLACES = [
  ['New York', 'NY', '10014'], ['New York', 'NY', '10011'], ['New York', 'NY', '10012'], ['New York', 'NY', '10023'],
  ['New York', 'NY', '10128'], ['Brooklyn', 'NY', '11211'], ['Brooklyn', 'NY', '11215'], ['Brooklyn', 'NY', '11201'],
  ['Queens', 'NY', '11101'], ['Hoboken', 'NJ', '07030'], ['Jersey City', 'NJ', '07302'], ['Jersey City', 'NJ', '07310'],
];

export const AREA_CODES = ['212', '646', '917', '718', '347', '201', '551', '332'];
export const EMAIL_DOMAINS = ['gmail.com', 'outlook.com', 'icloud.com', 'yahoo.com', 'hotmail.com', 'proton.me', 'aol.com'];
export const REFERRALS = ['Instagram', 'Google search', 'Friend or family', 'Walk-in', 'Yelp', 'Gift card', 'Returning client', 'Local magazine', 'TikTok', 'Facebook'];
export const CONTACT_METHODS = ['email', 'email', 'sms', 'sms', 'phone'];

/** Client notes: `{n}`, `{who}`, `{shade}` and `{product}` are filled in per row, so the texts vary. */
export const NOTE_TEMPLATES = [
  'Prefers a quiet appointment; no small talk please.',
  'Color formula: {shade} + {shade2} (1:1), 20 vol, {n} minutes.',
  'Sensitive scalp; lukewarm water only.',
  'Likes the fringe kept just above the brows.',
  'Always books with {who}. Happy to wait for her.',
  'Running late is common; keep a {n}-minute buffer.',
  'Birthday month: offer the complimentary treatment.',
  'Curly hair: no brush, diffuse on low.',
  'Bought the {product} last visit; ask how it worked.',
  'Prefers text reminders the evening before.',
  'Toner {shade} for {n} minutes, then gloss.',
  'Wants to grow the layers out; trim ends only.',
  'Asked about balayage for the summer; book a consultation.',
  'Parking is hard for her; offer the first slot of the day.',
  'Brings her daughter along; kids chair by the window.',
  'Gel polish lasts her about {n} days; suggest a fill at three weeks.',
  'Likes firm pressure on the shoulders, light on the lower back.',
  'Prefers {who} for beard work; skin fade #{n} on the sides.',
  'Tips in cash; likes an espresso on arrival.',
  'Complained about the wait last time; greet her on time.',
  'Uses the {product} at home; recommend the refill size.',
  'Hair donation planned: keep at least {n} inches.',
  'Vegan products only, please check the {product}.',
  'Wedding on the calendar: trial run booked with {who}.',
  'Left-handed; set the manicure station accordingly.',
  'Do not use the hot towel; skin reacts.',
];
export const ALERT_TEMPLATES = [
  'Allergic to PPD: use the ammonia-free line and patch test every time.',
  'Pregnant: no chemical peels, side-lying massage.',
  'Latex allergy: nitrile gloves only.',
  'Nut allergy: no almond or argan oil products.',
  'Epilepsy: avoid flashing lights and strobing dryers.',
  'On blood thinners: no waxing, careful with clippers.',
  'Reacted to {product} last time (redness); do not use again.',
];
export const SHADES = ['5N', '6N', '7G', '8A', '9V', '6.1', '7.34', '8.0', '10.2', '4R', '5RV', '7C'];
export const PRODUCTS = ['repair mask', 'curl cream', 'purple shampoo', 'argan oil serum', 'scalp scrub', 'heat protectant', 'beard oil', 'cuticle oil'];

/** Services the group adds to the demo menu: [type, name, minutes, price]; each position's menu draws from its types. */
export const EXTRA_SERVICES = [
  [1, 'Fringe Trim', 15, 15], [1, 'Beard Trim', 15, 20], [1, 'Buzz Cut', 15, 25], [1, 'Clipper Cut', 20, 35],
  [1, 'Skin Fade', 30, 40], [1, 'Scissor Cut', 30, 50], [1, 'Wash & Blow-Dry', 30, 40], [1, 'Curly Cut', 45, 80],
  [1, 'Long Hair Cut', 45, 70], [1, 'Hot Towel Shave', 20, 35], [1, "Kids' Fade", 20, 25], [1, 'Braids', 60, 90],
  [1, 'Occasion Styling', 45, 70], [1, 'Cut & Beard Combo', 45, 60], [1, 'Senior Cut', 20, 30], [1, 'Dry Cut', 20, 35],
  [2, 'Gloss Refresh', 20, 45], [2, 'Toner', 30, 50], [2, 'Grey Blending', 45, 65], [2, 'Face-Frame Highlights', 60, 95],
  [2, 'Partial Highlights', 90, 120], [2, 'Beard Color', 20, 30], [2, 'Brow Tint', 15, 20], [2, 'Vivid Color', 120, 180],
  [2, 'Root Smudge', 30, 55], [2, 'Colour Melt', 90, 150],
  [3, 'Bond Builder Add-On', 15, 25], [3, 'Scalp Massage', 15, 20], [3, 'Hydrating Gloss', 30, 45], [3, 'Olaplex Treatment', 30, 55],
  [3, 'Hair Botox', 60, 120], [3, 'Split-End Repair', 20, 30], [3, 'Hot Oil Treatment', 20, 30], [3, 'Anti-Frizz Treatment', 45, 85],
  [4, 'Polish Change', 15, 15], [4, 'Gel Removal', 15, 15], [4, 'Nail Art (per set)', 15, 20], [4, 'Express Manicure', 20, 22],
  [4, 'French Manicure', 30, 38], [4, 'Express Pedicure', 30, 35], [4, 'Gel Pedicure', 45, 55], [4, 'Acrylic Fill', 45, 50],
  [4, 'Paraffin Hand Treatment', 15, 15], [4, "Men's Manicure", 20, 25], [4, 'Dip Powder Manicure', 45, 50], [4, 'Nail Repair', 15, 10],
  [5, 'Express Facial', 30, 60], [5, 'Teen Facial', 30, 50], [5, 'Hydrafacial', 45, 150], [5, 'LED Light Add-On', 15, 30],
  [5, 'Back Facial', 45, 95], [5, 'Eye Treatment', 15, 25], [5, "Men's Facial", 45, 85], [5, 'Dermaplaning', 30, 75],
  [5, 'Oxygen Facial', 60, 130],
  [6, 'Chair Massage (20 min)', 20, 30], [6, 'Swedish Massage (30 min)', 30, 55], [6, 'Deep Tissue Massage (30 min)', 30, 65],
  [6, 'Foot Reflexology', 30, 50], [6, 'Prenatal Massage', 60, 110], [6, 'Sports Massage (45 min)', 45, 85], [6, 'Head & Neck Massage', 20, 35],
  [7, 'Lip Wax', 15, 12], [7, 'Chin Wax', 15, 12], [7, 'Underarm Wax', 15, 22], [7, 'Half Leg Wax', 30, 45], [7, 'Full Arm Wax', 30, 45],
  [7, 'Back Wax', 30, 55], [7, 'Bikini Wax', 20, 40], [7, 'Brow Threading', 15, 18], [7, 'Full Face Threading', 30, 40],
  [7, 'Nose Wax', 15, 12], [7, 'Chest Wax', 30, 50], [7, 'Ear Wax', 15, 12],
  [8, 'Lash Tint', 15, 25], [8, 'Brow Lamination', 30, 65], [8, 'Lash Extensions Fill', 45, 75], [8, 'Classic Lash Extensions', 90, 150],
  [8, 'Makeup Lesson', 60, 95], [8, 'Strip Lash Application', 15, 15], [8, 'Brow Shape & Tint', 30, 40],
  [9, 'Cut Consultation', 15, 0], [9, 'Skin Consultation', 15, 0], [9, 'Bridal Consultation', 30, 0], [9, 'Patch Test', 15, 0],
  [9, 'Extensions Consultation', 20, 0],
  [10, 'Groom Package', 120, 180], [10, 'Mother & Daughter Package', 120, 200], [10, 'Prom Package', 150, 220],
];

/** Which service types each position performs (as the demo seed has it). */
export const TYPES_BY_POSITION = {
  stylist: [1, 3, 9],
  colorist: [2, 3, 9],
  barber: [1],
  nail_technician: [4],
  esthetician: [5, 7, 8],
  massage_therapist: [6],
  manager: [1],
};

/** The group's staff mix, repeated: mostly stylists, then barbers, colorists and nail technicians. */
export const POSITION_CYCLE = [
  'stylist', 'barber', 'colorist', 'nail_technician', 'stylist', 'esthetician', 'barber', 'stylist', 'colorist',
  'nail_technician', 'stylist', 'massage_therapist', 'barber', 'colorist', 'nail_technician', 'esthetician', 'stylist',
];

export const APPOINTMENT_NOTES = [
  ['Prefers a quiet appointment, no small talk.', 'preference', false],
  ['Sensitive scalp: use the gentle shampoo.', 'allergy', true],
  ['Wants to book the next visit in six weeks.', 'follow_up', false],
  ['Running 10 minutes late, called ahead.', 'general', false],
  ['Asked for the same stylist next time.', 'preference', false],
  ['Unhappy with the fringe length last visit; take it slowly.', 'complaint', true],
  ['Bring the colour card from the last visit.', 'general', true],
];

export const CANCELLATION_REASONS = ['Client is unwell', 'Schedule conflict', 'Travelling', 'Rebooked for another day', 'Weather'];

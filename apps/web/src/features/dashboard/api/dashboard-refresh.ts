const MINUTE = 60_000;

/**
 * How often each part of the dashboard asks again and how long its figures count as fresh
 * (spec part 1 §9). A dashboard left open at the front desk keeps moving: each part also
 * refetches once its freshness runs out, the metrics every 30 s and whenever the window
 * gets the focus back.
 */
export const DASHBOARD_REFRESH = {
  metrics: { staleTime: 5 * MINUTE, refetchInterval: 30_000 },
  activity: { staleTime: 2 * MINUTE, refetchInterval: 2 * MINUTE },
  popularServices: { staleTime: 10 * MINUTE, refetchInterval: 10 * MINUTE },
  bookingsByHour: { staleTime: 5 * MINUTE, refetchInterval: 5 * MINUTE },
  // The charts move with the day's payments and bookings, like the hours.
  charts: { staleTime: 5 * MINUTE, refetchInterval: 5 * MINUTE },
  /** The waitlist widget (spec part 1 §9). */
  waitlist: { refetchInterval: MINUTE },
} as const;

/** Recent Activity shows 10 items, Top Services 5 (spec part 1 §9). */
export const ACTIVITY_LIMIT = 10;
export const TOP_SERVICES_LIMIT = 5;

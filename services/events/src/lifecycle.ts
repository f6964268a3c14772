export const EVENT_STATUSES = ['ready_for_review', 'needs_info', 'published', 'rejected', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

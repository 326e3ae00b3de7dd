import { z } from 'zod';

/**
 * How list screens are sorted, filtered by date and tabbed, with the labels their controls show
 * (Discover, the host's and the guest's event lists, tickets, analytics, reports). enums.ts
 * re-exports all of it.
 */

export const SortOption = z.enum(['price_desc', 'price_asc', 'date_desc', 'date_asc']);
export type SortOption = z.infer<typeof SortOption>;
export const SORT_LABELS: Record<SortOption, string> = {
  price_desc: 'Price high to low',
  price_asc: 'Price low to high',
  date_desc: 'Newest date first',
  date_asc: 'Oldest date first',
};

/** The three date-filter sets. */
export const DiscoverDateFilter = z.enum(['today', 'tomorrow', 'weekend']);
export type DiscoverDateFilter = z.infer<typeof DiscoverDateFilter>;
export const DISCOVER_DATE_LABELS: Record<DiscoverDateFilter, string> = {
  today: 'Today',
  tomorrow: 'Tomorrow',
  weekend: 'This Weekend',
};

export const HostDateFilter = z.enum(['today', 'week', 'month', 'all']);
export type HostDateFilter = z.infer<typeof HostDateFilter>;
export const HOST_DATE_LABELS: Record<HostDateFilter, string> = {
  today: 'Today',
  week: 'This Week',
  month: 'This Month',
  all: 'All',
};

/** Analytics ranges: calendar days in the viewer's zone, today included. */
export const RangeDateFilter = z.enum(['all', 'today', '7d', '30d'], {
  error: 'range must be one of all, today, 7d, 30d',
});
export type RangeDateFilter = z.infer<typeof RangeDateFilter>;
export const RANGE_DATE_LABELS: Record<RangeDateFilter, string> = {
  all: 'All',
  today: 'Today',
  '7d': 'Last 7 Days',
  '30d': 'Last 30 Days',
};

export const GuestTab = z.enum(['upcoming', 'invited', 'attended']);
export type GuestTab = z.infer<typeof GuestTab>;
export const GUEST_TAB_LABELS: Record<GuestTab, string> = {
  upcoming: 'Upcoming',
  invited: 'Invited',
  attended: 'Attended',
};

export const HostTab = z.enum(['upcoming', 'past', 'drafts']);
export type HostTab = z.infer<typeof HostTab>;
export const HOST_TAB_LABELS: Record<HostTab, string> = {
  upcoming: 'Upcoming',
  past: 'Past',
  drafts: 'Drafts',
};

export const AnalyticsView = z.enum(['overview', 'revenue', 'guests', 'matches', 'connection-requests']);
export type AnalyticsView = z.infer<typeof AnalyticsView>;

export const TicketsTab = z.enum(['upcoming', 'past', 'all']);
export type TicketsTab = z.infer<typeof TicketsTab>;

export const ReportStatusFilter = z.enum(['open', 'reviewed', 'all']);
export type ReportStatusFilter = z.infer<typeof ReportStatusFilter>;

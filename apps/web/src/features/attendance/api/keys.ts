export const attendanceKeys = {
  event: (eventId: string) => ['attendance', 'event', eventId] as const,
  list: (eventId: string) => ['attendance', 'list', eventId] as const,
};

export const attendanceKeys = {
  event: (eventId: string) => ['attendance', 'event', eventId] as const,
  doorList: (eventId: string) => ['attendance', 'door-list', eventId] as const,
};

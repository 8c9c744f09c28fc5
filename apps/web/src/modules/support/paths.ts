/** Where the support screens live (routes.tsv: /core/chat, /core/tickets, /management/support/...). */
export const SUPPORT_PATHS = {
  chat: '/core/chat',
  tickets: '/core/tickets',
  ticket: (id: number) => `/core/tickets/${id}`,
  /** The tickets page with its create form open, a link prefilled (from an alarm or a device page). */
  newTicket: (link: { alarmId?: number; deviceId?: number }) => {
    const search = new URLSearchParams({ create: '1' });
    if (link.alarmId !== undefined) search.set('alarmId', String(link.alarmId));
    if (link.deviceId !== undefined) search.set('deviceId', String(link.deviceId));
    return `/core/tickets?${search.toString()}`;
  },
  managementChat: (id: number, companyId: number) => `/management/support/chat/${id}/${companyId}`,
  managementChatHome: '/management/support/chat',
  managementTickets: '/management/support/tickets',
  managementTicket: (id: number) => `/management/support/tickets/${id}`,
};

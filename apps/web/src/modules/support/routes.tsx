import { IconMessages, IconTicket } from '@tabler/icons-react';
import type { AppRoute, RouteHandle } from '../../app/module.ts';

const relative = (path: string) => path.replace(/^\//, '');
// System admins serve direct customers from the management pages; the core pages are a company's own.
const COMPANY_ONLY: RouteHandle['visibility'] = {
  adminTypes: { exclude: ['Super Admin', 'Financial Admin'] },
};

const chatPage = () =>
  import('./pages/CoreChatPage.tsx').then(({ CoreChatPage }) => ({ Component: CoreChatPage }));
const ticketsPage = () =>
  import('./pages/CoreTicketsPage.tsx').then(({ CoreTicketsPage }) => ({ Component: CoreTicketsPage }));
const ticketPage = (serving: boolean) => () =>
  import('./pages/TicketDetailsPage.tsx').then(({ TicketDetailsPage }) => ({
    Component: () => <TicketDetailsPage serving={serving} />,
  }));
const managementChatPage = () =>
  import('./pages/ManagementChatPage.tsx').then(({ ManagementChatPage }) => ({
    Component: ManagementChatPage,
  }));
const managementTicketsPage = () =>
  import('./pages/ManagementTicketsPage.tsx').then(({ ManagementTicketsPage }) => ({
    Component: ManagementTicketsPage,
  }));

/**
 * Spec §2 core `chat` and `tickets` (a customer's side) and the management desk's support pages (the
 * serving side: under the management module's `management` entry in the sidebar).
 */
export const supportRoutes: AppRoute[] = [
  {
    id: 'support-chat',
    path: relative('/core/chat'),
    lazy: chatPage,
    handle: {
      label: 'support:nav.chat',
      icon: IconMessages,
      container: 'settings',
      order: 40,
      visibility: COMPANY_ONLY,
      mobile: true,
    },
  },
  {
    id: 'support-tickets',
    path: relative('/core/tickets'),
    lazy: ticketsPage,
    handle: {
      label: 'support:nav.tickets',
      icon: IconTicket,
      container: 'settings',
      order: 41,
      visibility: COMPANY_ONLY,
      mobile: true,
    },
  },
  {
    path: 'core/tickets/:id',
    lazy: ticketPage(false),
    handle: { label: 'support:nav.ticket', visibility: COMPANY_ONLY, mobile: true },
  },
  {
    id: 'support-management-chat',
    path: 'management/support/chat',
    lazy: managementChatPage,
    handle: { label: 'support:nav.managementChat', icon: IconMessages, parent: 'management', order: 60 },
  },
  {
    path: 'management/support/chat/:id/:companyId',
    lazy: managementChatPage,
    handle: { label: 'support:nav.managementChat' },
  },
  {
    id: 'support-management-tickets',
    path: 'management/support/tickets',
    lazy: managementTicketsPage,
    handle: { label: 'support:nav.managementTickets', icon: IconTicket, parent: 'management', order: 61 },
  },
  {
    path: 'management/support/tickets/:id',
    lazy: ticketPage(true),
    handle: { label: 'support:nav.ticket' },
  },
];

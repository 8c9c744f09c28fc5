import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../companies/components/PageHeader.tsx';
import { TicketFormModal, type TicketLinks } from '../components/TicketFormModal.tsx';
import { TicketsTable } from '../components/TicketsTable.tsx';
import { SUPPORT_PATHS } from '../paths.ts';

const LINK_KEYS = ['deviceId', 'alarmId', 'orderId', 'jobCardId'] as const;

/** The links of `?create=1&alarmId=…` (whole positive numbers only; anything else is left out). */
function linksOf(search: URLSearchParams): TicketLinks {
  const links: TicketLinks = {};
  for (const key of LINK_KEYS) {
    const value = Number(search.get(key));
    if (Number.isSafeInteger(value) && value > 0) links[key] = value;
  }
  return links;
}

/** /core/tickets: the customer's tickets; `?create=1` (with links) opens the form prefilled. */
export function CoreTicketsPage() {
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const creating = search.get('create') === '1';
  const close = () => setSearch({}, { replace: true });
  return (
    <Stack>
      <PageHeader
        title={t('tickets.title')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setSearch({ create: '1' })}>
            {t('tickets.create')}
          </Button>
        }
      />
      <TicketsTable withCustomer={false} />
      {creating && (
        <TicketFormModal
          links={linksOf(search)}
          onClose={close}
          onCreated={(ticket) => void navigate(SUPPORT_PATHS.ticket(ticket.id))}
        />
      )}
    </Stack>
  );
}

import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCan, usePlacesCompanyId } from '../access.ts';

interface CreateLinkProps {
  to: string;
  /** The permission creating needs. */
  permission: string;
  children: ReactNode;
}

/** A list page's create button: only once a company is chosen and the user may create there. */
export function CreateLink({ to, permission, children }: CreateLinkProps) {
  const can = useCan();
  const companyId = usePlacesCompanyId();
  if (companyId === null || !can([permission])) return null;
  return (
    <Button component={Link} to={to} leftSection={<IconPlus size={16} />}>
      {children}
    </Button>
  );
}

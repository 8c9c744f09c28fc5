import { Anchor, Box, Container, Group } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { runtimeFlags } from '../../lib/runtime.ts';
import { BrandLinks } from '../../ui/BrandLinks.tsx';
import { BrandMark } from '../../ui/BrandMark.tsx';
import { LanguageMenu } from '../../ui/LanguageMenu.tsx';

/** Public pages outside the auth card (page not found, terms, data policy, global updates); bare in PDF-generator mode (A6). */
export function PublicLayout() {
  if (runtimeFlags.pdfMode) return <Outlet />;
  return (
    <Box mih="100dvh">
      <Group
        component="header"
        justify="space-between"
        px="lg"
        py="md"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Anchor component={Link} to="/" underline="never" c="inherit">
          <BrandMark />
        </Anchor>
        <LanguageMenu />
      </Group>
      <Container component="main" tabIndex={-1} size="md" py="xl">
        <Outlet />
      </Container>
      <Box component="footer" py="md">
        <BrandLinks />
      </Box>
    </Box>
  );
}

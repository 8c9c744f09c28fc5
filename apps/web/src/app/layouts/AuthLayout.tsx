import { Box, Center, Group, Paper } from '@mantine/core';
import { Outlet } from 'react-router';
import { BrandLinks } from '../../ui/BrandLinks.tsx';
import { BrandMark } from '../../ui/BrandMark.tsx';
import { LanguageMenu } from '../../ui/LanguageMenu.tsx';

/** Public auth pages: brand and language on top, the page in a centred card, brand links below. */
export function AuthLayout() {
  return (
    <Box mih="100dvh" bg="var(--mantine-color-gray-0)" style={{ display: 'flex', flexDirection: 'column' }}>
      <Group component="header" justify="space-between" px="lg" py="md">
        <BrandMark size="lg" />
        <LanguageMenu />
      </Group>
      <Center component="main" tabIndex={-1} flex={1} px="md" py="xl">
        <Paper withBorder shadow="sm" p="xl" radius="lg" w="100%" maw={440}>
          <Outlet />
        </Paper>
      </Center>
      <Box component="footer" py="md">
        <BrandLinks />
      </Box>
    </Box>
  );
}

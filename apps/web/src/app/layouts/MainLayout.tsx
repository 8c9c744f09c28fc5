import { AppShell, Progress } from '@mantine/core';
import { Outlet, useNavigation } from 'react-router';
import { MainHeader } from './MainHeader.tsx';

/** The signed-in shell. Its route's loader is the session guard (A8). */
export function MainLayout() {
  const navigation = useNavigation();
  return (
    <AppShell header={{ height: 60 }} padding="lg">
      <AppShell.Header>
        {navigation.state === 'loading' && (
          <Progress value={100} animated size={2} radius={0} pos="absolute" top={0} left={0} right={0} />
        )}
        <MainHeader />
      </AppShell.Header>
      <AppShell.Main bg="var(--mantine-color-gray-0)">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

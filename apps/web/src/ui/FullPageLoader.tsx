import { Center, Loader } from '@mantine/core';

/** Shown while the app's first data (config, session) loads. */
export function FullPageLoader() {
  return (
    <Center h="100dvh">
      <Loader role="status" aria-label="Loading" />
    </Center>
  );
}

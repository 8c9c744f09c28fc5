import { Group, Image, Text } from '@mantine/core';
import { useConfig } from '../lib/config.ts';

interface BrandMarkProps {
  size?: 'sm' | 'lg';
}

/** The deployment's logo (when configured) and name. */
export function BrandMark({ size = 'sm' }: BrandMarkProps) {
  const { brand } = useConfig();
  const height = size === 'lg' ? 40 : 28;
  return (
    <Group gap="xs" wrap="nowrap">
      {brand.logoUrl && <Image src={brand.logoUrl} alt="" h={height} w="auto" fit="contain" />}
      <Text fw={700} fz={size === 'lg' ? 'xl' : 'lg'} data-testid="brand-name">
        {brand.name}
      </Text>
    </Group>
  );
}
